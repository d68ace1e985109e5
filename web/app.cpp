#include "app.h"

namespace shamble::web {

App& App::get() {
  static App app;
  return app;
}

}  // namespace shamble::web
