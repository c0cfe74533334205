/**
 * The commonest passwords in public breach lists, lower-cased. Only those of 8 or more characters are
 * listed: anything shorter is refused by the length rule before this list is consulted.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password', '12345678', '123456789', '1234567890', 'qwertyuiop', '11111111', 'iloveyou', 'password1', '1q2w3e4r',
  'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'abc12345', '1qaz2wsx', 'qwerty123', '88888888',
  '00000000', '12341234', '87654321', '1234qwer', 'superman', 'trustno1', 'michelle', 'jennifer', 'computer',
  'starwars', 'corvette', 'mercedes', 'internet', 'maverick', 'whatever', 'qwertyui', '123123123', 'password123',
  'passw0rd', 'p@ssw0rd', 'p@ssword', 'password12', 'iloveyou1', '987654321', '666666666', '999999999', '11223344',
  '12121212', '12344321', '123qweasd', '1q2w3e4r5t', '1qazxsw2', 'zaq12wsx', 'q1w2e3r4', 'q1w2e3r4t5', 'qwe123qwe',
  'asdfghjkl', 'zxcvbnm1', 'qazwsxedc', '1234abcd', 'abcd1234', 'a1b2c3d4', 'letmein1', 'welcome123', 'admin123',
  'administrator', 'changeme', 'football1', 'baseball1', 'princess1', 'sunshine1', 'monkey123', 'dragon123',
  'shadow12', 'master123', 'michael1', 'jordan23', 'lovely123', 'charlie1', 'chocolate', 'butterfly', 'basketball',
  'pokemon1', 'spiderman', 'liverpool', 'chelsea1', 'arsenal1', 'elephant', 'december', 'november', 'september',
  'blink182', 'metallica', 'scorpion', 'qwerty12', 'qwerty1234', 'asdf1234', 'zxcvbnm123', 'aaaaaaaa', 'abcdefgh',
  'abcdefg1', 'abc123456', 'iloveu123', 'loveyou1', 'hello123', 'freedom1', 'whatever1', 'sunflower', 'starwars1',
  'superman1', 'batman123', 'football12', 'password01', 'password2', 'password!', 'passwort', 'motdepasse',
  'contrasena', 'secret123', 'test1234', 'testtest', 'guest123', 'minecraft', 'fortnite', 'samsung1', 'google123',
  'facebook', 'linkedin', 'pakistan', 'hellokitty', 'babygirl1', 'jessica1', 'ashley12', 'daniel12', 'nicole12',
  'jasmine1', 'anthony1', 'matthew1', 'jonathan', 'mustang1', 'thomas12', 'victoria', 'patricia', 'caroline',
  'samantha', 'danielle', 'alexander', 'christian', 'friends1', 'soccer12', 'hockey12', 'iloveyou123', 'abcdef123',
  '1111111111', '0987654321', '147258369', '159753456', '741852963', '789456123', '123456123', '123654789',
  '147852369', '1q2w3e4r5t6y', 'zaq1zaq1', 'qweasdzxc', 'asdasdasd', 'qweqweqwe', 'aa123456', 'a123456789',
  'qq123456', 'woaini1314', 'q1w2e3r4t5y6', '12345qwert', 'qwert12345', 'asdfasdf', 'computer1', 'internet1',
  'login123', 'mypassword', 'newpassword', 'letmein123', 'qazwsx123', 'princesa', 'tequiero', 'teamo123', 'bonjour1',
  'azertyuiop', 'azerty123', 'qwertz123', 'hallo123', 'ferrari1', 'porsche1', 'yankees1', 'cowboys1', 'steelers',
  'packers1', 'dolphins', 'rangers1', 'killer12', 'hunter12', 'summer12', 'summer2024', 'winter2024', 'password2024',
  'password2025', 'welcome2024', 'summer2025', '12345678910', '123456789a', '1234567a', 'qwerty1!', 'password1!',
  'iloveyou12', 'trustno1!', 'sunshine123', 'princess123', 'monkey12', 'dragon12', 'master12', 'shadow123',
  'football2', 'superstar', 'rainbow1', 'flower123', 'angel123', 'lovelove',
]);
