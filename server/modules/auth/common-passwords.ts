// Passwords that appear at the top of every leaked-password list (at least 8 characters, as
// shorter ones are refused anyway), French favourites included. Compared lowercased.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12341234', '11111111', '00000000', '88888888', '87654321',
  '11223344', '12121212', '123123123', '987654321', '147258369', '159753159', '1q2w3e4r', '1q2w3e4r5t',
  '1qaz2wsx', 'qwertyuiop', 'qwerty123', 'qwerty12', 'azertyuiop', 'azerty123', 'azerty12', 'password',
  'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'motdepasse', 'motdepasse1',
  'mot2passe', 'iloveyou', 'iloveyou1', 'jetaime1', 'jetaimemamour', 'sunshine', 'princess', 'football',
  'baseball', 'superman', 'starwars', 'trustno1', 'welcome1', 'welcome123', 'letmein1', 'administrator',
  'admin123', 'admin1234', 'abcd1234', 'abc12345', 'a1b2c3d4', 'zaq12wsx', 'qazwsxedc', 'asdfghjkl',
  'zxcvbnm1', 'michelle', 'jennifer', 'computer', 'internet', 'whatever', 'chocolate', 'doudou123',
  'loulou123', 'chouchou', 'marseille', 'marseille13', 'bonjour1', 'bonjour123', 'soleil123', 'nicolas1',
  'camille1', 'doudoune', 'pokemon1', 'liverpool', 'arsenal1', 'chelsea1', 'manchester', 'barcelona',
  'samsung1', 'football1', 'monkey123', 'dragon123', 'shadow123', 'master123', 'qwe123qwe', 'aa123456',
  'q1w2e3r4', 'q1w2e3r4t5', 'zxcvbnm123', '1234qwer', 'qwer1234', 'changeme', 'default1', 'secret123',
  'passpass', 'testtest', 'test1234', 'hello123', 'freedom1', 'whatever1', 'trustme1', 'azerty1234',
  'vallonsurlys', 'domaineduvallon',
]);
