# Sourced by bench scripts that build a release product in .build: the flags `make build` passes
# (the Makefile's RELEASE, exported as BLOGKIT_RELEASE_FLAGS), so that neither build compiles
# every module again. Run on their own, the scripts use the same default.
read -r -a RELEASE_FLAGS <<< "${BLOGKIT_RELEASE_FLAGS:--c release --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs}"
