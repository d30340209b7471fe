# Two commands for a new user:  make run  and  make test.
# Both install what is missing (Debian packages), configure CMake with Ninja into build/,
# and build. Pass arguments to the app with  make run ARGS="--version".

BUILD_DIR  ?= build
BUILD_TYPE ?= Debug
ARGS       ?=
CTEST_ARGS ?=
JOBS       ?= $(shell nproc)

.PHONY: all deps configure build run test bench translations screenshots clean

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

# Benchmarks (tests/bench) are built with the rest into $(BUILD_DIR)/bench, never run by
# `make test`. Stops at the first one that fails.
bench: build
	@set -e; for b in $(BUILD_DIR)/bench/*; do \
	  if [ -f "$$b" ] && [ -x "$$b" ]; then echo "== $$b"; QT_QPA_PLATFORM=offscreen "$$b"; fi; \
	done

# Refresh the .ts files from the sources (then translate what is new in dugout_fr.ts).
translations: deps
	/usr/lib/qt6/bin/lupdate -locations relative -no-obsolete app core models views \
	  -ts translations/dugout_en.ts translations/dugout_fr.ts

clean:
	rm -rf $(BUILD_DIR)

# Renders the windows offscreen into docs/screenshots (English and French).
screenshots: build
	$(BUILD_DIR)/bin/dugout_screenshots en docs/screenshots
	$(BUILD_DIR)/bin/dugout_screenshots fr docs/screenshots
