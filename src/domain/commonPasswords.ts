/**
 * Passwords that appear at the top of every breach list, plus the platform's own obvious words.
 * Compared case-insensitively after trimming; a short list on purpose (the length rule does the rest).
 */
const COMMON = `
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa$$word passwort
12345678 123456789 1234567890 12345678910 87654321 11111111 00000000 22222222 88888888 99999999 12341234 11223344
qwerty123 qwertyui qwertyuiop qwerty12 1q2w3e4r 1qaz2wsx zaq12wsx qazwsxedc asdfghjkl asdfasdf zxcvbnm1 q1w2e3r4
iloveyou iloveyou1 sunshine princess football baseball welcome welcome1 welcome123 letmein1 letmein123 trustno1
admin123 admin1234 administrator superman batman123 starwars dragon123 monkey123 master123 shadow123 michael1
abc12345 abcd1234 abcdefgh aa123456 a1234567 1234qwer qwer1234 changeme changeme1 default1 secret123 computer
internet whatever freedom1 football1 jennifer1 jordan23 liverpool chelsea1 arsenal1 manchester1 barcelona
nigeria1 nigeria123 naija123 lagos123 abuja123 kano1234 allahu123 jesus123 godisgood blessing1 favour123
education edu12345 school123 teacher1 almajiri almajiri1 tsangaya collector1 supervisor admin2024 admin2025
admin2026 password2024 password2025 password2026 summer2024 summer2025 winter2025 spring2025 autumn2025
`;

const COMMON_SET = new Set(COMMON.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  const normalised = password.trim().toLowerCase();
  return COMMON_SET.has(normalised) || /^(.)\1+$/.test(normalised) || /^(0123456789|123456789|987654321)/.test(normalised);
}
