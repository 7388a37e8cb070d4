// The migration runner's statement splitter: what ends a statement and what does not.
import { describe, expect, it } from "vitest";
import { splitStatements } from "../../worker/upstream/embedded/sql-statements.ts";

describe("splitStatements", () => {
  it("splits on semicolons and drops comments and empty statements", () => {
    expect(splitStatements("-- a table\nCREATE TABLE a (x INT);\n/* two */ INSERT INTO a VALUES (1);;\n-- end")).toEqual([
      "CREATE TABLE a (x INT)",
      "INSERT INTO a VALUES (1)",
    ]);
  });

  it("keeps a semicolon inside strings, quoted names and mid-line", () => {
    expect(splitStatements(`INSERT INTO "a;b" VALUES ('x; y', 'it''s; ok'); SELECT [c;d] FROM \`e;f\``)).toEqual([
      `INSERT INTO "a;b" VALUES ('x; y', 'it''s; ok')`,
      "SELECT [c;d] FROM `e;f`",
    ]);
  });

  it("keeps a trigger's body, with CASE … END inside it, as one statement", () => {
    const trigger = `CREATE TRIGGER t AFTER INSERT ON a BEGIN
  UPDATE b SET n = CASE WHEN new.x > 0 THEN 1 ELSE 0 END;
  DELETE FROM c;
END`;
    expect(splitStatements(`${trigger};\nSELECT 1;`)).toEqual([trigger, "SELECT 1"]);
  });

  it("does not treat a comment marker inside a string as a comment", () => {
    expect(splitStatements("SELECT '-- not a comment; really'; SELECT 2")).toEqual([
      "SELECT '-- not a comment; really'",
      "SELECT 2",
    ]);
  });

  it("names an unterminated string clearly", () => {
    expect(() => splitStatements("SELECT 'open")).toThrow("Unterminated ' quote in SQL");
  });
});
