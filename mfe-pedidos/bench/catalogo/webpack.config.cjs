/**
 * Builds the bench page (pagina.ts) the way the remote's production build compiles its sources: swc, `.js` imports
 * of `.ts` files, webpack 5's own chunk for `new Worker(new URL(...))`. No federation: only the catalogue code runs.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

module.exports = (salida) => ({
  mode: 'production',
  context: __dirname,
  entry: { pagina: './pagina.ts' },
  output: { path: salida, filename: '[name].js', chunkFilename: '[name].[contenthash:8].js', clean: true },
  resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
  module: {
    rules: [
      {
        test: /\.[cm]?[jt]sx?$/,
        exclude: /node_modules/,
        use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2020' } } },
      },
    ],
  },
  plugins: [new HtmlWebpackPlugin({ title: 'Bench catálogo listo' })],
  performance: { hints: false },
  devtool: false,
});

module.exports.raiz = path.resolve(__dirname, '..', '..');
