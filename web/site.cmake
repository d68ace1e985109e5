cmake_policy(VERSION 3.20)
# Copies the built app and the static files into SITE and stamps a build id
# (hash of everything served) into index.html and sw.js. Run with
# cmake -DSRC=<repo> -DBIN=<web build dir> -DSITE=<out> -P site.cmake
file(MAKE_DIRECTORY "${SITE}" "${SITE}/js" "${SITE}/icons")
# The Lab's worker (web/lab_worker/): its script and wasm, at the site's root beside the page's.
set(payload "${BIN}/shamble-web.js" "${BIN}/shamble-web.wasm" "${BIN}/shamble-web.data"
    "${BIN}/shamble-lab.js" "${BIN}/shamble-lab.wasm" "${SRC}/web/lab_worker/lab-worker.js")
file(GLOB js_files "${SRC}/web/js/*.js")
set(hash_input "")
foreach(f ${payload} ${js_files} "${SRC}/shell.html" "${SRC}/assets/sw.js" "${SRC}/assets/manifest.webmanifest")
  file(SHA256 "${f}" h)
  string(APPEND hash_input "${h}")
endforeach()
string(SHA256 build_id "${hash_input}")
string(SUBSTRING "${build_id}" 0 12 BUILD_ID)
# The page shows download progress in bytes of the wasm as it arrives decoded; a
# compressed response's Content-Length is no measure of that, so the page is told.
file(SIZE "${BIN}/shamble-web.wasm" WASM_BYTES)

foreach(f ${payload})
  file(COPY "${f}" DESTINATION "${SITE}")
endforeach()
foreach(f ${js_files})
  file(COPY "${f}" DESTINATION "${SITE}/js")
endforeach()
# Only rewrite stamped files when they change, so the server sees stable mtimes.
foreach(pair "shell.html:index.html" "assets/sw.js:sw.js" "assets/manifest.webmanifest:manifest.webmanifest")
  string(REPLACE ":" ";" pair "${pair}")
  list(GET pair 0 from)
  list(GET pair 1 to)
  file(READ "${SRC}/${from}" text)
  string(REPLACE "@BUILD_ID@" "${BUILD_ID}" text "${text}")
  string(REPLACE "@WASM_BYTES@" "${WASM_BYTES}" text "${text}")
  file(WRITE "${SITE}/${to}.tmp" "${text}")
  execute_process(COMMAND ${CMAKE_COMMAND} -E copy_if_different "${SITE}/${to}.tmp" "${SITE}/${to}")
  file(REMOVE "${SITE}/${to}.tmp")
endforeach()
# Icons are drawn by a script (no binary files in git).
if(NOT EXISTS "${SITE}/icons/icon-512.png" OR "${SRC}/assets/make_icons.py" IS_NEWER_THAN "${SITE}/icons/icon-512.png")
  execute_process(COMMAND python3 "${SRC}/assets/make_icons.py" "${SITE}/icons" RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "assets/make_icons.py failed")
  endif()
endif()
file(COPY "${SRC}/assets/icon.svg" DESTINATION "${SITE}/icons")
file(WRITE "${SITE}/build-id.txt" "${BUILD_ID}\n")
# Precompressed copies (.gz always, .br with python3-brotli) for scripts/serve.py and any
# static host that serves them. Debian's python3 first: python3-brotli is installed for it,
# a python3 earlier on PATH (pyenv) may lack the module.
find_program(SITE_PYTHON NAMES python3 PATHS /usr/bin NO_DEFAULT_PATH)
if(NOT SITE_PYTHON)
  find_program(SITE_PYTHON NAMES python3 REQUIRED)
endif()
execute_process(COMMAND "${SITE_PYTHON}" "${SRC}/scripts/precompress.py" "${SITE}" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "scripts/precompress.py failed")
endif()
message(STATUS "site: ${SITE} (build ${BUILD_ID})")
