-- Tables, indexes, joins, aggregates, text and number formatting.
CREATE TABLE emp(id INTEGER PRIMARY KEY, name TEXT NOT NULL, dept TEXT, salary REAL, hired TEXT);
CREATE INDEX emp_dept ON emp(dept);
INSERT INTO emp(name, dept, salary, hired) VALUES
  ('ada', 'eng', 120000.5, '2019-03-01'), ('grace', 'eng', 135000, '2017-07-15'),
  ('linus', 'ops', 98000.25, '2020-01-20'), ('barbara', 'research', 150000, '2015-11-30'),
  ('ken', 'ops', 101000, '2018-05-05'), ('dennis', 'eng', 99000.75, '2021-09-09'),
  ('edsger', 'research', 142000, '2016-02-29'), ('niklaus', NULL, 87000, '2022-12-31');
SELECT dept, count(*), sum(salary), round(avg(salary), 3), min(name), max(hired) FROM emp GROUP BY dept ORDER BY dept;
SELECT name, salary, rank() OVER (PARTITION BY dept ORDER BY salary DESC) FROM emp ORDER BY dept, name;
SELECT e.name, f.name FROM emp e JOIN emp f ON e.dept = f.dept AND e.id < f.id ORDER BY 1, 2;
SELECT upper(name), length(name), substr(name, 2, 3), replace(name, 'a', '@'), printf('%08.2f|%-6s|%x', salary, dept, id) FROM emp;
SELECT date(hired, '+1 month'), julianday(hired) - julianday('2015-01-01'), strftime('%W %j', hired) FROM emp ORDER BY hired;
UPDATE emp SET salary = salary * 1.05 WHERE dept = 'eng';
DELETE FROM emp WHERE hired < '2016-01-01';
SELECT id, name, salary FROM emp ORDER BY salary DESC LIMIT 3 OFFSET 1;
SELECT count(*) FROM emp WHERE name LIKE '%n%' OR name GLOB '*e*';
SELECT typeof(1), typeof(1.5), typeof('x'), typeof(NULL), typeof(x'00ff'), 7 / 2, 7 % 3, 7.0 / 2, -7 / 2, 1 << 40, 9223372036854775807 + 0;
SELECT CAST('12abc' AS INTEGER), CAST(3.99 AS INTEGER), CAST(1e300 * 1e10 AS TEXT), abs(-5), hex('ssara'), quote('it''s');
SELECT * FROM nosuchtable;
SELECT coalesce(dept, 'none'), group_concat(name, ',') FROM (SELECT * FROM emp ORDER BY name) GROUP BY dept ORDER BY 1;
