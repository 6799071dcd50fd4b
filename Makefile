# blogkit: `make site` and `make test` set everything up on a fresh Debian machine.
SWIFT      ?= swift
SUDO       := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# curl downloads the feeds given as http(s) URLs (blogkit runs it rather than linking a network stack).
BUILD_PKGS := libxml2-dev libsqlite3-dev libcmark-dev pkg-config curl
# python3 runs the loopback HTTP servers of the download tests; openssl makes their TLS certificate.
TEST_PKGS  := chromium python3 openssl
BENCH_PKGS := libxml2-utils time hugo
BIN        := .build/release/blogkit
# Where the site will live; feeds and the sitemap need absolute URLs. make site BASE_URL=https://...
BASE_URL   ?= http://localhost:8000/

.PHONY: all deps test-deps build site test bench clean

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

build: deps
	$(SWIFT) build -c release --product blogkit

site: build
	$(BIN) import feeds/*.xml
	$(BIN) build --base-url $(BASE_URL)

test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: build
	$(call apt_install,$(BENCH_PKGS))
	@for script in bench/*.sh; do bash "$$script" || exit 1; done

clean:
	rm -rf .build output/* blogkit.sqlite blogkit.sqlite.lock
