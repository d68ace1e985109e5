// Where the source tree is, for the tests that read files kept in it (the save
// corpus, fuzz regressions). Only tests/source_dir.cpp is compiled with the
// path, so every other test file's compile command is the same in every clone
// and ccache reuses its entry (a -D with the clone's path made each clone's
// test files all misses).
#pragma once

namespace shamble::test {

const char* source_dir();

}  // namespace shamble::test
