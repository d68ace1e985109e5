// The headless driver behind `shamble`: subcommands games, rules, new, legal,
// apply, replay, sim and bench. JSON on stdout; errors on stderr, non-zero exit.
#pragma once

namespace shamble {
int driver_main(int argc, char** argv);
}
