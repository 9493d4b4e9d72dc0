#!/usr/bin/env bash
# Runs a Parlor command from an installed release: sourced by bin/parlor-*, not run.
# The caller sets PARLOR_HOME (the release's folder) and has `set -euo pipefail`.
#
# Environment it reads:
#   JAVA_HOME, PARLOR_JVM_DIR  where to look for Java 21+ (see java.sh)
#   PARLOR_JVM_OPTS            extra JVM options, split on blanks
#   XDG_CACHE_HOME             where the class-data archive and native libraries go (default ~/.cache)

# shellcheck source=java.sh
. "$PARLOR_HOME/lib/java.sh"

# run_release CLASS ARGS...: replace this shell with the JVM running CLASS from the release's jar.
run_release() {
    local class=$1
    shift
    find_java
    local version cache jvm_opts=()
    version=$(cat "$PARLOR_HOME/VERSION")
    # a writable place of the user's own: jSerialComm and pty4j unpack native libraries into the temp folder,
    # and the JVM keeps its class-data archive (faster starts after the first) there
    cache=${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/parlor/$version-java$PARLOR_JAVA_VERSION
    mkdir -p -- "$cache/tmp" 2>/dev/null || cache=$(mktemp -d "${TMPDIR:-/tmp}/parlor.XXXXXX")
    mkdir -p -- "$cache/tmp"
    read -r -a jvm_opts <<<"${PARLOR_JVM_OPTS:-}"
    exec "$JAVA" --enable-native-access=ALL-UNNAMED -Djava.io.tmpdir="$cache/tmp" \
        -XX:SharedArchiveFile="$cache/$class.jsa" -XX:+AutoCreateSharedArchive -Xshare:auto -Xlog:cds=off -Xlog:cds+dynamic=off \
        ${jvm_opts[@]+"${jvm_opts[@]}"} -cp "$PARLOR_HOME/lib/parlor.jar" "$class" "$@"
}
