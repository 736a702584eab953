/**
 * Passwords that are long enough for the policy (12 characters) but are among the first tried by anyone guessing:
 * keyboard walks, repeated words and digits, and the usual Spanish and English phrases, lower-cased. Shorter common
 * passwords need no entry: the length rule already refuses them.
 */
export const CONTRASENAS_COMUNES: ReadonlySet<string> = new Set([
  '123456789012', '1234567890123', '12345678901234', '123456789123', '1234567891011', '123123123123', '111111111111',
  '000000000000', '121212121212', '123412341234', '098765432109', '987654321098', '147258369147', '147852369874',
  '123qweasdzxc', '1q2w3e4r5t6y', '1qaz2wsx3edc', '1qaz2wsx3edc4rfv', 'qazwsxedcrfv', 'qwertyuiopas', 'qwertyuiop12',
  'qwertyuiop123', 'qwerty123456', 'qwertyqwerty', 'asdfghjklñ12', 'asdfghjkl123', 'asdfasdfasdf', 'zxcvbnm12345',
  'zaq12wsxcde3', 'qwe123qwe123', 'abc123abc123', 'abcdefghijkl', 'abcdefghijklm', 'abcd1234abcd', 'abcdef123456',
  'a1b2c3d4e5f6', 'aaaaaaaaaaaa', 'password1234', 'password12345', 'password123456', 'passwordpassword', 'password1!23',
  'password2023', 'password2024', 'password2025', 'password2026', 'mypassword123', 'thisismypassword', 'letmein12345',
  'iloveyou1234', 'iloveyou12345', 'welcome12345', 'welcome2024!', 'changeme1234', 'administrator', 'administrator1',
  'administrador', 'administrador1', 'administrador123', 'adminadmin123', 'admin1234567', 'admin12345678', 'superadmin123',
  'contraseña123', 'contraseña1234', 'contraseña12345', 'contrasena123', 'contrasena1234', 'contrasena12345',
  'contraseñasegura', 'contrasenasegura', 'micontraseña1', 'micontrasena1', 'nuevacontraseña', 'nuevacontrasena',
  'cambiarcontraseña', 'cambiarcontrasena', 'contraseña2024', 'contraseña2025', 'contraseña2026', 'clavesegura123',
  'miclavesegura', 'clave12345678', 'claveclave12', 'bienvenido123', 'bienvenido1234', 'bienvenida123', 'hospital1234',
  'hospital12345', 'hospital2024', 'hospital2025', 'hospital2026', 'registro1234', 'registrolma1', 'registrolma123',
  'registro-lma', 'leucemia1234', 'leucemia2024', 'leucemia2025', 'leucemia2026', 'medicina1234', 'doctor123456',
  'enfermera123', 'pacientes123', 'laboratorio1', 'laboratorio123', 'biobanco1234', 'investigador1', 'coordinador1',
  'usuario12345', 'usuario123456', 'usuariousuario', 'barcelona1234', 'barcelona123', 'realmadrid123', 'realmadrid1234',
  'atleticomadrid', 'sevilla12345', 'valencia1234', 'madrid123456', 'espana123456', 'españa123456', 'teamo1234567',
  'teamomucho123', 'tequieromucho', 'mariposa1234', 'princesa1234', 'superman1234', 'batman123456', 'starwars1234',
  'pokemon12345', 'minecraft123', 'football1234', 'baseball1234', 'basketball12', 'sunshine1234', 'princess1234',
  'trustno1trustno1', 'dragon123456', 'monkey123456', 'shadow123456', 'master123456', 'michael12345', 'jennifer1234',
  'liverpool123', 'chelsea12345', 'arsenal12345', 'computer1234', 'internet1234', 'whatever1234', 'qwertyuiopasdfgh',
  'correcthorsebatterystaple', 'passw0rd1234', 'p@ssw0rd1234', 'p@ssword1234', 'pa$$word1234', 'contraseña!1',
  'qwerty123456789', '123456789abc', 'abc123456789', '1234567890qwerty', '0987654321qwerty', 'q1w2e3r4t5y6',
  'lunes1234567', 'primavera123', 'verano123456', 'invierno1234', 'septiembre12', 'diciembre123', 'enero2024!!!',
]);
