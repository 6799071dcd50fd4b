# Sourced by bench scripts that build a release product in .build: the flags `make build` passes
# (the Makefile's RELEASE, exported as BLOGKIT_RELEASE_FLAGS), so that neither build compiles
# every module again. Run on their own, the scripts ask make for them (and for the linker they name).
if [[ -z "${BLOGKIT_RELEASE_FLAGS:-}" ]]; then
    make -s .build/c-archives/ld.lld
    BLOGKIT_RELEASE_FLAGS=$(make -s --no-print-directory print-release-flags)
fi
read -r -a RELEASE_FLAGS <<< "$BLOGKIT_RELEASE_FLAGS"
