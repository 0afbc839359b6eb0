/* N-body simulation of five bodies (leapfrog steps, the argument), with
 * the energy printed before and after. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#pragma STDC FP_CONTRACT OFF

struct body { double x, y, z, vx, vy, vz, m; };

static struct body bodies[5] = {
    {0, 0, 0, 0, 0, 0, 39.47841760435743},
    {4.84, -1.16, -0.10, 0.606, 2.81, -0.02, 0.037},
    {8.34, 4.12, -0.40, -1.01, 1.82, 0.008, 0.011},
    {12.89, -15.11, -0.22, 1.08, 0.868, -0.01, 0.0017},
    {15.37, -25.91, 0.17, 0.979, 0.594, -0.034, 0.002},
};

static double energy(void) {
  double e = 0;
  for (int i = 0; i < 5; i++) {
    struct body *b = &bodies[i];
    e += 0.5 * b->m * (b->vx * b->vx + b->vy * b->vy + b->vz * b->vz);
    for (int j = i + 1; j < 5; j++) {
      struct body *c = &bodies[j];
      double dx = b->x - c->x, dy = b->y - c->y, dz = b->z - c->z;
      e -= b->m * c->m / sqrt(dx * dx + dy * dy + dz * dz);
    }
  }
  return e;
}

static void advance(double dt) {
  for (int i = 0; i < 5; i++) {
    struct body *b = &bodies[i];
    for (int j = i + 1; j < 5; j++) {
      struct body *c = &bodies[j];
      double dx = b->x - c->x, dy = b->y - c->y, dz = b->z - c->z;
      double d2 = dx * dx + dy * dy + dz * dz;
      double mag = dt / (d2 * sqrt(d2));
      b->vx -= dx * c->m * mag;
      b->vy -= dy * c->m * mag;
      b->vz -= dz * c->m * mag;
      c->vx += dx * b->m * mag;
      c->vy += dy * b->m * mag;
      c->vz += dz * b->m * mag;
    }
  }
  for (int i = 0; i < 5; i++) {
    bodies[i].x += dt * bodies[i].vx;
    bodies[i].y += dt * bodies[i].vy;
    bodies[i].z += dt * bodies[i].vz;
  }
}

int main(int argc, char **argv) {
  int steps = argc > 1 ? atoi(argv[1]) : 1000;
  printf("%.9f\n", energy());
  for (int i = 0; i < steps; i++)
    advance(0.01);
  printf("%.9f\n", energy());
  return 0;
}
