# Two commands for a new user:  make run  and  make test.
# Both install what is missing (Debian packages), configure CMake with Ninja into build/,
# and build. Pass arguments to the app with  make run ARGS="--version".

BUILD_DIR  ?= build
BUILD_TYPE ?= Debug
ARGS       ?=
CTEST_ARGS ?=
JOBS       ?= $(shell nproc)

.PHONY: all deps configure build run test bench translations screenshots clean package

all: build

deps:
	@tools/install-deps.sh

$(BUILD_DIR)/build.ninja:
	cmake -S . -B $(BUILD_DIR) -G Ninja -DCMAKE_BUILD_TYPE=$(BUILD_TYPE)

configure: deps $(BUILD_DIR)/build.ninja

build: configure
	cmake --build $(BUILD_DIR) -j $(JOBS)

run: build
	$(BUILD_DIR)/bin/dugout $(ARGS)

test: build
	QT_QPA_PLATFORM=offscreen ctest --test-dir $(BUILD_DIR) --output-on-failure -j $(JOBS) $(CTEST_ARGS)

# A .deb of what `cmake --install` installs (packaging/), Depends from dpkg-shlibdeps, left in
# $(BUILD_DIR); then tools/check-deb.sh installs and removes it in a throwaway dpkg root. For a
# release package: make package BUILD_DIR=build-release BUILD_TYPE=Release
package: build
	cd $(BUILD_DIR) && cpack -G DEB
	@version=$$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' $(BUILD_DIR)/CMakeCache.txt); \
	  tools/check-deb.sh $(BUILD_DIR)/dugout_$${version}_*.deb $$version

# Benchmarks (tests/bench) in their own Release folder whatever BUILD_TYPE says: timings of a
# Debug build say little. Never run by `make test`, never asserting a time. Runs every bench_*
# (make_big_database and the yardstick window are their tools); stops at the first that fails.
# Builds only what they need (the `benchmarks` target), not the tests.
BENCH_DIR ?= build-bench

bench: deps
	@test -f $(BENCH_DIR)/build.ninja || cmake -S . -B $(BENCH_DIR) -G Ninja -DCMAKE_BUILD_TYPE=Release
	cmake --build $(BENCH_DIR) -j $(JOBS) --target benchmarks
	@set -e; for b in $(BENCH_DIR)/bench/bench_*; do \
	  if [ -f "$$b" ] && [ -x "$$b" ]; then echo "== $$b"; QT_QPA_PLATFORM=offscreen "$$b"; fi; \
	done

# Refresh the .ts files from the sources (then translate what is new in dugout_fr.ts).
translations: deps
	/usr/lib/qt6/bin/lupdate -locations relative -no-obsolete app core session models print views \
	  -ts translations/dugout_en.ts translations/dugout_fr.ts

clean:
	rm -rf $(BUILD_DIR)

# Renders the windows offscreen into docs/screenshots (English and French).
screenshots: build
	$(BUILD_DIR)/bin/dugout_screenshots en docs/screenshots
	$(BUILD_DIR)/bin/dugout_screenshots fr docs/screenshots
