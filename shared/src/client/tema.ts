import type { ThemeConfig } from 'antd';

/**
 * The portal's antd theme: antd's defaults with the colours text is written in darkened to reach WCAG 2.1 AA (4.5:1 on
 * white, issue 29). One place, so no page overrides a colour of its own: the primary blue (links, primary buttons:
 * #1677ff is 4.1:1, #0958d9 is 6.2:1), the secondary and tertiary greys (antd's 0.45 black is 3.4:1, 0.6 is 5.7:1)
 * and the status colours as text (warning #8a5300 6.3:1, error #cf1322 5.6:1, success #237804 5.6:1).
 */
export const TEMA_PORTAL: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorWarningText: '#8a5300',
    colorErrorText: '#cf1322',
    colorSuccessText: '#237804',
    // Every page's title is its h1 (one per page, for the outline a screen reader walks), at the size pages had as h2.
    fontSizeHeading1: 30,
  },
};
