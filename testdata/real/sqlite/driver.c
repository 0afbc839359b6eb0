/* SQL driver for the sqlite3 amalgamation, written for ssara's
 * real-program runs (scripts/realprogs.sh): reads SQL from standard input,
 * runs it on an in-memory database statement by statement and prints
 * every result row, "|"-separated, and every error. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sqlite3-binding.h"

int main(void) {
  size_t cap = 1 << 16, len = 0;
  char *sql = malloc(cap);
  size_t got;
  while ((got = fread(sql + len, 1, cap - len - 1, stdin)) > 0) {
    len += got;
    if (len + 1 == cap)
      sql = realloc(sql, cap *= 2);
  }
  sql[len] = 0;
  sqlite3 *db;
  if (sqlite3_open(":memory:", &db) != SQLITE_OK) {
    printf("open: %s\n", sqlite3_errmsg(db));
    return 1;
  }
  /* Run statement by statement so that an error does not stop the rest. */
  const char *p = sql;
  int errors = 0;
  while (*p) {
    sqlite3_stmt *st;
    const char *tail;
    if (sqlite3_prepare_v2(db, p, -1, &st, &tail) != SQLITE_OK) {
      printf("error: %s\n", sqlite3_errmsg(db));
      errors++;
      /* Skip to the next statement. */
      const char *semi = strchr(p, ';');
      if (!semi)
        break;
      p = semi + 1;
      continue;
    }
    if (!st) {
      p = tail;
      continue;
    }
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
      int n = sqlite3_column_count(st);
      for (int i = 0; i < n; i++) {
        const unsigned char *v = sqlite3_column_text(st, i);
        printf("%s%s", i ? "|" : "", v ? (const char *)v : "NULL");
      }
      printf("\n");
    }
    if (rc != SQLITE_DONE) {
      printf("error: %s\n", sqlite3_errmsg(db));
      errors++;
    }
    sqlite3_finalize(st);
    p = tail;
  }
  printf("changes %d errors %d\n", sqlite3_total_changes(db), errors);
  sqlite3_close(db);
  free(sql);
  return 0;
}
