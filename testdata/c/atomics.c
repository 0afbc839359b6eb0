/* C11 atomics and __atomic/__sync builtins: atomic loads and stores of
   every width and ordering, exchange, compare-exchange (strong and weak),
   fetch-and-op for add/sub/and/or/xor/nand and min/max loops, fences. */
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

static _Atomic int counter;
static _Atomic long long big;
static _Atomic unsigned char small;
static _Atomic short half;
static int plain;
static long flags;

__attribute__((noinline)) static int spin(int n) {
  int r = 0;
  for (int i = 0; i < n; i++) {
    atomic_fetch_add(&counter, i);
    atomic_fetch_sub_explicit(&big, i * 3, memory_order_relaxed);
    r += atomic_load_explicit(&counter, memory_order_acquire) & 7;
    atomic_store_explicit(&small, (unsigned char)(i * 37), memory_order_release);
    atomic_store(&half, (short)(i * -1000));
  }
  return r + atomic_load(&small) + atomic_load(&half);
}

__attribute__((noinline)) static long ops(long x) {
  long r = 0;
  r += __atomic_fetch_and(&flags, x | 0xf0, __ATOMIC_SEQ_CST);
  r += __atomic_fetch_or(&flags, x << 3, __ATOMIC_ACQ_REL);
  r += __atomic_fetch_xor(&flags, 0x5a5a, __ATOMIC_RELAXED);
  r += __atomic_fetch_nand(&flags, x, __ATOMIC_SEQ_CST);
  r += __atomic_exchange_n(&plain, (int)x, __ATOMIC_SEQ_CST);
  r += __atomic_add_fetch(&plain, 5, __ATOMIC_SEQ_CST);
  r += __sync_fetch_and_add(&flags, 3);
  r += __sync_sub_and_fetch(&plain, 2);
  __sync_synchronize();
  atomic_thread_fence(memory_order_acquire);
  atomic_signal_fence(memory_order_seq_cst);
  return r;
}

__attribute__((noinline)) static int cas(int want) {
  int expected = atomic_load(&counter);
  int tries = 0;
  while (!atomic_compare_exchange_weak(&counter, &expected, expected * 2 + want))
    tries++;
  long long e = 12345;
  int ok = atomic_compare_exchange_strong(&big, &e, 777);
  unsigned char c = 9;
  int ok2 = atomic_compare_exchange_strong(&small, &c, 200);
  int v = __sync_val_compare_and_swap(&plain, plain, 4242);
  return tries + ok * 10 + ok2 * 100 + (int)e + c + v;
}

__attribute__((noinline)) static int minmax(int x) {
  int a = __atomic_fetch_max(&plain, x, __ATOMIC_SEQ_CST);
  int b = __atomic_fetch_min(&plain, x / 2, __ATOMIC_SEQ_CST);
  unsigned u = 77;
  unsigned c = __atomic_fetch_max(&u, (unsigned)x, __ATOMIC_SEQ_CST);
  return a + b + (int)c + (int)u;
}

int main(void) {
  int s = spin(20);
  printf("spin %d %d %lld\n", s, atomic_load(&counter), (long long)atomic_load(&big));
  long t = 0;
  for (int i = 1; i < 6; i++)
    t += ops(i * 0x1111);
  printf("ops %ld %ld %d\n", t, flags, plain);
  printf("cas %d %d\n", cas(3), cas(-5));
  printf("cas2 %d %lld %d\n", atomic_load(&counter), (long long)atomic_load(&big), atomic_load(&small));
  printf("minmax %d %d %d\n", minmax(100), minmax(-7), plain);
  return (int)(t & 0x3f);
}
