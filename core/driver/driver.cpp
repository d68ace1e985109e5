namespace shamble { int driver_main(int, char**) { return 0; } }
