Optimal - objective value -21.00000000
      0 x0                     1                      -8
      1 x1                     0                      -5
      2 x2                     1                      -6
      3 x3                     1                      -7
      4 x4                     0                      -4
