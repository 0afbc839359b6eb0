-- Recursive CTEs, a large table, sorting, JSON and transactions.
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 20000)
SELECT count(*), sum(x), sum(x * x % 1000003), max(x) FROM c;
WITH RECURSIVE fib(n, a, b) AS (SELECT 0, 0, 1 UNION ALL SELECT n + 1, b, a + b FROM fib WHERE n < 90)
SELECT n, a FROM fib WHERE n % 10 = 0;
CREATE TABLE t(k INTEGER, v TEXT);
BEGIN;
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 5000)
INSERT INTO t SELECT (x * 7919) % 5003, hex(x * 31337) FROM c;
COMMIT;
CREATE INDEX t_k ON t(k);
SELECT k, count(*) FROM t GROUP BY k HAVING count(*) > 1 ORDER BY k LIMIT 5;
SELECT v FROM t ORDER BY v DESC LIMIT 3;
SELECT sum(length(v)), total(k), avg(k) FROM t;
BEGIN; DELETE FROM t WHERE k % 2 = 0; SELECT count(*) FROM t; ROLLBACK;
SELECT count(*) FROM t;
SELECT json_object('a', 1, 'b', json_array(1, 2.5, 'x', NULL)), json_extract('{"p":{"q":[10,20,30]}}', '$.p.q[1]');
SELECT key, value FROM json_each('{"x":1,"y":[1,2],"z":"s"}');
WITH RECURSIVE m(x, y, i) AS (SELECT 0.0, 0.0, 0 UNION ALL SELECT x * x - y * y - 0.75, 2 * x * y + 0.1, i + 1 FROM m WHERE i < 30)
SELECT i, round(x, 6), round(y, 6) FROM m WHERE i % 5 = 0;
SELECT printf('%.15g %e %g', 1.0 / 3, 123456.789e10, 0.1 + 0.2), 1e308 * 10, -0.0, round(2.5), round(-2.5);
