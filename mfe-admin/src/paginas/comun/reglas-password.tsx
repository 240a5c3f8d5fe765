import { Typography } from 'antd';
import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { REGLAS_PASSWORD } from '@portal/shared/domain';

/** The portal's password rules (shared/src/domain/password.ts, which the API and the identity provider apply), checked as the administrator types. */
export { passwordValida } from '@portal/shared/domain';

export function ReglasPassword({ password }: { password: string }) {
  return (
    <ul aria-label="Requisitos de la contraseña" style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
      {REGLAS_PASSWORD.map((r) => {
        const ok = r.cumple(password);
        return (
          <li key={r.code}>
            <Typography.Text type={ok ? 'success' : 'secondary'}>
              {ok ? <CheckCircleFilled aria-label="cumple" /> : <CloseCircleOutlined aria-label="no cumple" />} {r.texto}
            </Typography.Text>
          </li>
        );
      })}
    </ul>
  );
}
