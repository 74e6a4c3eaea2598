/** Never logged in clear: credentials, cookies and anything that identifies a person or a card. */
export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.pidNo',
  '*.userPidNo',
  '*.gsmNumber',
  '*.cardNumber',
  '*.cvv',
  '*.card',
];
