# layout-render — the two commands a newcomer needs: `make gallery` and `make test`.
SWIFT ?= swift
JOBS  ?= $(shell nproc)
# make gallery and make test use the debug build: the Swift-source reader links swift-syntax, whose optimised
# build alone takes longer than the whole test run on two cores (docs/swift-sources.md). `make release` builds
# the fast CLI (.build/release/layout-render) for everyday use.
BIN   := .build/debug/layout-render

PREFIX ?= /usr/local
# make install builds optimised (release); CONFIG=debug installs the debug build (quicker to make).
CONFIG ?= release

.PHONY: deps test-deps build release install uninstall gallery gallery-report test concurrency bench bench-peers bench-report soak clean

deps:
	@scripts/ensure-deps.sh

test-deps:
	@scripts/ensure-deps.sh --test

# The spec-only CLI, the Swift-source front end (swift-syntax) and the runtime layout programs link.
build: deps
	$(SWIFT) build -j $(JOBS) --product layout-render
	$(SWIFT) build -j $(JOBS) --product layout-render-source
	$(SWIFT) build -j $(JOBS) --product layout-render-jail
	$(SWIFT) build -j $(JOBS) --product LayoutRuntime
	$(SWIFT) build -j $(JOBS) --product layout-render-check

# The Swift runtime is linked statically: it saves ~5 ms of dynamic loading on every CLI start
# (docs/performance.md, cold start).
# The spec-only CLI alone is quick to build (swift build -c release --product layout-render); the Swift-source
# front end is built apart, as swift-syntax's optimised build is the slow part and only .swift input needs it.
release: deps
	$(SWIFT) build -c release -j $(JOBS) --product layout-render --static-swift-stdlib
	$(SWIFT) build -c release -j $(JOBS) --product layout-render-source
	$(SWIFT) build -c release -j $(JOBS) --product layout-render-jail
	$(SWIFT) build -c release -j $(JOBS) --product LayoutRuntime
	$(SWIFT) build -c release -j $(JOBS) --product layout-render-check
	$(SWIFT) build -c release -j $(JOBS) --product layout-render-review

# Installs the CLI, the Swift-source front end and the layout runtime under PREFIX (docs/swift-sources.md,
# "Installing"); make uninstall removes them.
install: deps
	$(SWIFT) build -c $(CONFIG) -j $(JOBS) --product layout-render $(if $(filter release,$(CONFIG)),--static-swift-stdlib)
	$(SWIFT) build -c $(CONFIG) -j $(JOBS) --product layout-render-source
	$(SWIFT) build -c $(CONFIG) -j $(JOBS) --product layout-render-jail
	$(SWIFT) build -c $(CONFIG) -j $(JOBS) --product LayoutRuntime
	$(SWIFT) build -c $(CONFIG) -j $(JOBS) --product layout-render-review
	$(SWIFT) build -c $(CONFIG) -j $(JOBS) --product layout-render-check
	scripts/install.sh "$$($(SWIFT) build -c $(CONFIG) --show-bin-path)" "$(PREFIX)"

uninstall:
	scripts/install.sh --uninstall "$(PREFIX)"

# Renders every sample into gallery/ (PNG + SVG + frames JSON, animations) and writes gallery/README.md.
gallery: build
	$(BIN) gallery -o gallery

# The gallery's pictures of the check report (gallery/report/): the fixture report in headless Chromium.
gallery-report: test-deps
	$(SWIFT) build -j $(JOBS) --product report-fixture
	BIN_DIR=.build/debug python3 scripts/report-screenshot.py gallery/report

# Unit and CLI tests, the check report and review server in headless Chromium (Tests/Browser, using the
# report-fixture and layout-render-review programs swift test built), a check that the committed gallery
# matches what the tool renders, then the Swift 6 type-check of the library modules.
test: test-deps
	$(SWIFT) test -j $(JOBS)
	BIN_DIR=.build/debug python3 Tests/Browser/test_report.py
	scripts/check-gallery.sh $(BIN)
	scripts/check-concurrency.sh

# The library modules type-checked in the Swift 6 language mode against the debug build's modules (no code
# generation: about a minute on two cores); findings not in scripts/concurrency-allowed.txt fail.
concurrency:
	scripts/check-concurrency.sh

# Benchmarks, never part of `make test` (docs/performance.md). Benchmarks/ is a package of its own that
# depends on this one by path and on ordo-one/package-benchmark 1.38.1 (resolved from the local mirror).
# Should a mirror lack the malloc interposer, run with BENCHMARK_DISABLE_MALLOC_INTERPOSER=1 (drops the
# malloc-count metric only). One scenario: make bench BENCH_FILTER='resolve grid.*'
bench: deps
	cd Benchmarks && $(SWIFT) package benchmark $(if $(BENCH_FILTER),--filter '$(BENCH_FILTER)')

# Our renderer, pixel diff and CLI timed beside bare Cairo and ImageMagick; prints the ratios.
bench-peers: deps
	scripts/compare-peers.sh

# Every number in one go, written to docs/performance-results.md (run on a quiet machine).
bench-report: deps
	scripts/bench-report.sh

# Property suites with a million random cases (make test runs them on fixed seeds; a seed that fails here goes
# into Tests/LayoutEnginePropertyTests/PropertyRegressionSeeds.swift).
soak: test-deps
	LAYOUT_PROPERTY_CASES=1000000 LAYOUT_PROPERTY_SEEDS=random $(SWIFT) test -c release --filter Property
	LAYOUT_CACHE_EDITED_RUNS=50 $(SWIFT) test --filter SourceCacheSafetyTests.testTheCacheStaysUnderItsCapAcrossEditedRuns

clean:
	rm -rf .build
