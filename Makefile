# blogkit: `make site` and `make test` set everything up on a fresh Debian machine.
SWIFT      ?= swift
SUDO       := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# curl downloads the feeds given as http(s) URLs (blogkit runs it rather than linking a network stack).
# libjs-highlight.js: the highlight.js bundle `blogkit build` copies to sites with code listings.
# libjemalloc-dev: the allocator blogkit links instead of glibc's malloc (Package.swift). Linked as
# a shared library: the toolchain links static archives with --exclude-libs ALL, so a malloc taken
# from one would not be exported, and libc's own allocations (realpath, strdup) would be freed by it.
# liblzma-dev and zlib1g-dev: the static archives of libxml2's compression libraries (RELEASE).
BUILD_PKGS := libxml2-dev libsqlite3-dev libcmark-dev libjemalloc-dev liblzma-dev zlib1g-dev pkg-config curl libjs-highlight.js
# python3 runs the loopback HTTP servers of the download tests; openssl makes their TLS certificate;
# hugo and jekyll build what `blogkit export --format hugo|jekyll` writes (jekyll: ~50 MB, ~15 s);
# node-js-yaml reads Eleventy's front matter as Eleventy does (Python's tomllib reads the TOML);
# cmark-gfm (the command) is the reference the site's reading of GFM pipe tables is compared with.
TEST_PKGS  := chromium python3 openssl hugo jekyll node-js-yaml cmark-gfm
BENCH_PKGS := libxml2-utils time hugo python3-doc
FUZZ_PKGS  := python3
# man-db: `man` itself, which `make install` uses to check that `man blogkit-import` finds its page.
INSTALL_PKGS := man-db
BIN        := .build/release/blogkit
# The release binary holds the Swift runtime and Foundation (--static-swift-stdlib): it loads 13
# shared libraries instead of 27 and starts in about 6 ms instead of 15, half of a short
# `blogkit search` (docs/benchmarks.md). Linked by lld: gold warns about `mktemp` in the
# toolchain's static Foundation. Its 105,000 relative relocations are packed (DT_RELR, glibc 2.36,
# Debian 12 on): the dynamic loader spends 0.9 million cycles instead of 5.6 million, and a
# `blogkit search` takes about 2 ms less. Every release build in .build passes the same flags, or
# SwiftPM compiles every module again: the bench scripts read them from BLOGKIT_RELEASE_FLAGS.
# The C libraries too are linked from their static archives, which their -dev packages install
# (libxml2 with ICU, lzma and zlib; SQLite; cmark): the loader maps 4 shared libraries instead of
# 12 and binds none of their symbols, 0.6 million cycles instead of 3.8 million, and a `blogkit
# search` takes about 1.5 ms less (docs/benchmarks.md). The binary grows from 108 to 143 MB, most
# of it ICU's data, read only where a feed's encoding needs it. lld takes each library from the
# first directory of its search path that holds it, and the toolchain's static Foundation names
# libxml2 before any flag of ours: $(ARCHIVES) holds links to the archives alone and an `ld.lld`
# that searches it first.
# Type metadata is reached through the accessor of each type, with its conformances passed in,
# instead of by demangling the type's name at run time: demangling `Set<String>` or a dictionary
# of GRDB's makes the Swift runtime look up the key's Hashable conformance by scanning all 7,000
# of the binary's conformance records, about 420,000 instructions a type. `blogkit search` runs
# 17% fewer instructions and `blogkit --version` 15% fewer (docs/benchmarks.md).
ARCHIVES   := .build/c-archives
C_ARCHIVES := xml2 icuuc icudata lzma z sqlite3 cmark
LIBDIR     := $(shell pkg-config --variable=libdir libxml-2.0 2>/dev/null || echo /usr/lib/$$(gcc -dumpmachine))
LLD        := $(dir $(realpath $(shell command -v $(SWIFT))))ld.lld
RELEASE    := -c release --static-swift-stdlib -Xswiftc -use-ld=$(CURDIR)/$(ARCHIVES)/ld.lld \
              -Xlinker -z -Xlinker pack-relative-relocs $(foreach l,icuuc icudata lzma z,-Xlinker -l$(l)) \
              -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
export BLOGKIT_RELEASE_FLAGS := $(RELEASE)
# Where the site will live: make site BASE_URL=https://example.com/blog/. Unset (and no base_url in
# blogkit.toml), the site's links are relative and the feeds and sitemap, which need absolute URLs,
# are left out.
BASE_URL   ?=

# make install [PREFIX=/usr/local] [DESTDIR=]: the binary and its resource bundles (the built-in
# templates) in PREFIX/libexec/blogkit, since Swift looks for them beside the executable's real
# path, linked from PREFIX/bin; a manual page per command in PREFIX/share/man/man1; bash, zsh and fish completions.
PREFIX     ?= /usr/local
DESTDIR    ?=
# The manual pages, generated from the commands' own help (abstract, discussion, options) by
# swift-argument-parser's generate-manual tool, dated by the last commit so they only change
# when the commands do.
MAN_DIR    := .build/man
MAN_TOOL   := .build/man-tool
MAN_PAGES  := .build/man-pages
MAN_DATE   := $(shell git log -1 --format=%cs 2>/dev/null)

.PHONY: all deps test-deps build site test bench fuzz man install check-docs clean print-release-flags

all: build

# Installs the Debian packages in $(1) that are not installed yet.
define apt_install
	@missing=""; for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi
endef

deps:
	$(call apt_install,$(BUILD_PKGS))

test-deps: deps
	$(call apt_install,$(TEST_PKGS))

build: deps $(ARCHIVES)/ld.lld
	$(SWIFT) build $(RELEASE) --product blogkit

# The flags of release builds, for scripts run outside make (bench/lib/release.sh).
print-release-flags:
	@echo $(RELEASE)

# The linker of release builds (see RELEASE), made again when the list of archives changes.
$(ARCHIVES)/ld.lld: Makefile | deps
	mkdir -p $(ARCHIVES)
	for l in $(C_ARCHIVES); do test -f $(LIBDIR)/lib$$l.a && ln -sf $(LIBDIR)/lib$$l.a $(ARCHIVES)/ || exit 1; done
	printf '#!/bin/sh\n# Written by the Makefile: lld searching the static archives first.\nexec "%s" -L"%s" "$$@"\n' \
	  "$(LLD)" "$(CURDIR)/$(ARCHIVES)" > $@.tmp
	chmod +x $@.tmp && mv $@.tmp $@

site: build
	$(BIN) import feeds/*.xml
	$(BIN) build$(if $(BASE_URL), --base-url $(BASE_URL))

test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: build
	$(call apt_install,$(BENCH_PKGS))
	@for script in bench/*.sh; do [ "$$script" = bench/compare-output.sh ] || bash "$$script" || exit 1; done

# make man: blogkit.1, blogkit-import.1 ... in .build/man. swift-argument-parser's
# generate-manual tool (what its GenerateManual plugin runs; the plugin would build the binary
# again without $(RELEASE)) reads the release binary's help and writes a page per command, named
# blogkit.import.1; they are renamed as git's are, so that `man blogkit-import` finds them.
man: build
	$(SWIFT) build -c release --package-path .build/checkouts/swift-argument-parser \
	  --scratch-path $(MAN_TOOL) --product generate-manual
	rm -rf $(MAN_PAGES) $(MAN_DIR)
	mkdir -p $(MAN_PAGES) $(MAN_DIR)
	$(MAN_TOOL)/release/generate-manual $(BIN) --multi-page$(if $(MAN_DATE), --date $(MAN_DATE)) \
	  --output-directory $(MAN_PAGES)
	@for page in $(MAN_PAGES)/*.1; do \
	  name=$$(basename $$page | sed 's/^blogkit\.\([^.]*\.1\)$$/blogkit-\1/'); \
	  sed -e 's/^\(\.Dt BLOGKIT\)\./\1-/' -e 's/^\(\.Xr blogkit\)\./\1-/' $$page > $(MAN_DIR)/$$name; \
	done; echo "wrote $$(ls $(MAN_DIR) | wc -l) manual pages in $(MAN_DIR)"

install: build man
	$(call apt_install,$(INSTALL_PKGS))
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/libexec/blogkit $(DESTDIR)$(PREFIX)/share/man/man1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/libexec/blogkit/blogkit
	rm -rf $(DESTDIR)$(PREFIX)/libexec/blogkit/*.resources
	cp -R .build/release/*.resources $(DESTDIR)$(PREFIX)/libexec/blogkit/
	ln -sf ../libexec/blogkit/blogkit $(DESTDIR)$(PREFIX)/bin/blogkit
	install -m 644 $(MAN_DIR)/*.1 $(DESTDIR)$(PREFIX)/share/man/man1/
	$(BIN) --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/blogkit
	$(BIN) --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_blogkit
	$(BIN) --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/blogkit.fish
	@if command -v man >/dev/null; then MANPATH=$(DESTDIR)$(PREFIX)/share/man man -w blogkit-import >/dev/null; fi && \
	  echo "installed blogkit in $(DESTDIR)$(PREFIX): bin/blogkit, share/man/man1 ($$(ls $(MAN_DIR) | wc -l) pages), completions for bash, zsh and fish"

# Every relative link and #anchor of README.md and docs/ names a file and heading that exist.
check-docs:
	python3 docs/check_links.py

# make fuzz [FUZZ_SECONDS=600]: libFuzzer (in the Swift toolchain) with AddressSanitizer over the
# feed reader, the HTML converter and the whole import of feeds and WordPress/Blogger exports
# (into an SQLite archive), one target after the other, seeded from Tests/*/Fixtures.
# The corpus grows in .build-fuzz/corpus/ from run to run; a crash, timeout or out-of-memory
# input is written to .build-fuzz/crashes/ and fails the run. lld, not gold: gold warns about
# every ASan symbol. Swift's backtracer is off: libFuzzer and ASan report crashes themselves.
FUZZ_SECONDS ?= 120
FUZZ_DIR     := .build-fuzz
FUZZ_BUILD   := BLOGKIT_FUZZ=1 $(SWIFT) build -c release --scratch-path $(FUZZ_DIR) \
	-Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
# One input over 10 s or 2 GB is a finding; inputs up to 64 KiB hold a whole fixture post.
FUZZ_FLAGS   := -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
	-print_final_stats=1 -artifact_prefix=$(FUZZ_DIR)/crashes/

fuzz: deps
	$(call apt_install,$(FUZZ_PKGS))
	$(FUZZ_BUILD) --product fuzz-feeds
	$(FUZZ_BUILD) --product fuzz-content
	$(FUZZ_BUILD) --product fuzz-import
	python3 fuzz/seed_corpus.py Tests $(FUZZ_DIR)/seeds/feeds $(FUZZ_DIR)/seeds/html $(FUZZ_DIR)/seeds/exports
	mkdir -p $(FUZZ_DIR)/corpus/feeds $(FUZZ_DIR)/corpus/html $(FUZZ_DIR)/corpus/exports $(FUZZ_DIR)/crashes
	SWIFT_BACKTRACE=enable=no $(FUZZ_DIR)/release/fuzz-feeds $(FUZZ_FLAGS) -dict=fuzz/feeds.dict \
	  $(FUZZ_DIR)/corpus/feeds $(FUZZ_DIR)/seeds/feeds
	SWIFT_BACKTRACE=enable=no $(FUZZ_DIR)/release/fuzz-content $(FUZZ_FLAGS) -dict=fuzz/html.dict \
	  $(FUZZ_DIR)/corpus/html $(FUZZ_DIR)/seeds/html
	LSAN_OPTIONS=suppressions=fuzz/lsan.supp SWIFT_BACKTRACE=enable=no $(FUZZ_DIR)/release/fuzz-import $(FUZZ_FLAGS) -dict=fuzz/feeds.dict \
	  $(FUZZ_DIR)/corpus/exports $(FUZZ_DIR)/seeds/exports

clean:
	rm -rf .build $(FUZZ_DIR) output/* blogkit.sqlite blogkit.sqlite.lock
