// Holds the GUI tests' precompiled header (tests/CMakeLists.txt); compiles to nothing else.
