# layout-render — the two commands a newcomer needs: `make gallery` and `make test`.
SWIFT ?= swift
JOBS  ?= $(shell nproc)
BIN   := .build/release/layout-render

.PHONY: deps test-deps build release gallery test bench soak clean

deps:
	@scripts/ensure-deps.sh

test-deps:
	@scripts/ensure-deps.sh --test

build: deps
	$(SWIFT) build -j $(JOBS)

release: deps
	$(SWIFT) build -c release -j $(JOBS) --product layout-render

# Renders every sample into gallery/ (PNG + SVG) and writes gallery/README.md.
gallery: release
	$(BIN) gallery -o gallery

# Unit and CLI tests, then a check that the committed gallery matches what the tool renders.
test: test-deps release
	$(SWIFT) test -j $(JOBS)
	scripts/check-gallery.sh $(BIN)

bench: deps
	cd Benchmarks && $(SWIFT) package benchmark

soak: test-deps
	LAYOUT_PROPERTY_CASES=1000000 $(SWIFT) test -c release --filter Property

clean:
	rm -rf .build
