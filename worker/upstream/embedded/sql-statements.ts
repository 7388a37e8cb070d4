// Splits a migration file into its SQL statements with a small tokenizer: a `;` inside a string, a
// quoted name, a comment or a trigger's BEGIN … END body does not end a statement.
const QUOTES: Record<string, string> = { "'": "'", '"': '"', "`": "`", "[": "]" };

/** The statements of `sql` in order, comments removed, empty statements dropped. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = "";
  let words: string[] = [];
  let depth = 0;
  let i = 0;
  const finish = () => {
    const statement = current.trim();
    if (statement) statements.push(statement);
    current = "";
    words = [];
    depth = 0;
  };
  while (i < sql.length) {
    const char = sql[i]!;
    const next = sql[i + 1];
    if (char === "-" && next === "-") {
      const end = sql.indexOf("\n", i);
      i = end === -1 ? sql.length : end;
      current += " ";
    } else if (char === "/" && next === "*") {
      const end = sql.indexOf("*/", i + 2);
      if (end === -1) throw new Error("Unterminated /* comment in SQL");
      i = end + 2;
      current += " ";
    } else if (char in QUOTES) {
      const end = closingQuote(sql, i, QUOTES[char]!);
      current += sql.slice(i, end + 1);
      i = end + 1;
    } else if (/[A-Za-z_]/.test(char)) {
      const word = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(sql.slice(i))![0];
      depth += triggerDepthChange(words, word.toUpperCase());
      words.push(word.toUpperCase());
      current += word;
      i += word.length;
    } else if (char === ";" && depth === 0) {
      finish();
      i += 1;
    } else {
      current += char;
      i += 1;
    }
  }
  finish();
  return statements;
}

/** The index of the quote closing the one at `start`; a doubled quote is an escaped one. */
function closingQuote(sql: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (quote !== "]" && sql[i + 1] === quote) i += 2;
      else return i;
    } else i += 1;
  }
  throw new Error(`Unterminated ${sql[start]} quote in SQL`);
}

/** Inside CREATE TRIGGER, BEGIN and CASE open a block that END closes; elsewhere they mean nothing here. */
function triggerDepthChange(words: string[], word: string): number {
  const isTrigger = words[0] === "CREATE" && (words[1] === "TRIGGER" || words[2] === "TRIGGER");
  if (!isTrigger) return 0;
  if (word === "BEGIN" || word === "CASE") return 1;
  if (word === "END") return -1;
  return 0;
}
