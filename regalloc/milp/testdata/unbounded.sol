Unbounded - objective value 0.00000000
      0 f                      0                      -1
      1 b                      0                       1
