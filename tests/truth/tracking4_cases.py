"""The fourth tracking corpus's material: twelve gotchas from ecosystems the earlier fixtures lack (npm,
cargo, go, docker, make, PEP 668 pip, pytest, terraform, kubectl, git, ssh, node ports), each with a
scripted source session in which the error happened and the fix ran and worked, and later sessions
labelled from their own text. Written without reading the tracking, signature or anchor code, the bench,
or the earlier corpora's lessons and labels.

Labels: applied = the later session ran the lesson's fix (same kind of call, names generalised) with no
such failure before it; recurred = the lesson's failure shape came back (other names allowed), whatever
followed; neither otherwise, and always for a session that began before the source session ended."""
from __future__ import annotations

from typing import Any

Steps = list[tuple[Any, ...]]
Session = tuple[str, str, str, Steps]   # cwd, start, branch, steps

HOME = "/home/dev"
P = "/home/dev/proj"


def U(text: str) -> tuple[str, str]:
    return ("user", text)


def S(text: str) -> tuple[str, str]:
    return ("say", text)


def B(cmd: str, out: str, err: bool = False) -> tuple[str, str, str, bool]:
    return ("bash", cmd, out, err)


SOURCES: dict[str, Session] = {}
LATER: dict[str, Session] = {}
_n = [0]
_b = [0]


def src(name: str, hour: int, steps: Steps, cwd: str = P, branch: str = "main") -> str:
    SOURCES[name] = (cwd, f"2026-11-25T{hour:02d}:00:00.000Z", branch, steps)
    return name


def later(name: str, steps: Steps, cwd: str = P, branch: str = "main", before: bool = False) -> str:
    """Later sessions start on 2026-11-26 and on, 20 minutes apart; `before` ones on 2026-11-24."""
    if before:
        _b[0] += 1
        start = f"2026-11-24T{8 + _b[0]:02d}:00:00.000Z"
    else:
        k = _n[0]
        _n[0] += 1
        start = f"2026-11-{26 + k // 36:02d}T{6 + (k % 36) // 3:02d}:{(k % 3) * 20:02d}:00.000Z"
    LATER[name] = (cwd, start, branch, steps)
    return name


def entry(category: str, title: str, symptom: str, trap: str, cause: str, workaround: str, evidence: str,
          scope: str = "project") -> dict[str, str]:
    return {"confidence": "high", "scope": scope, "kind": "gotcha", "category": category, "title": title,
            "symptom": symptom, "trap": trap, "cause": cause, "workaround": workaround, "evidence": evidence}


LESSONS: list[dict[str, Any]] = []
PAIRS: list[tuple[str, str, tuple[bool, bool], str]] = []
A, R, N = (True, False), (False, True), (False, False)


def lesson(lid: str, source: str, style: str, lang: str, e: dict[str, str]) -> str:
    LESSONS.append({"id": lid, "topic": lid[3:], "source": source, "style": style, "scope": e["scope"],
                    "kind": "gotcha", "lang": lang, "ignored": [], "entry": e})
    return lid


def pair(lid: str, sid: str, label: tuple[bool, bool], why: str) -> None:
    PAIRS.append((lid, sid, label, why))


ERESOLVE = ("npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree\nnpm ERR!\n"
            "npm ERR! While resolving: web@0.3.0\nnpm ERR! Found: react@19.0.0\n"
            "npm ERR! Could not resolve dependency:\nnpm ERR! peer react@\"^16.8 || ^17 || ^18\" from {pkg}\n"
            "npm ERR! Fix the upstream dependency conflict, or retry\n"
            "npm ERR! this command with --force or --legacy-peer-deps")


def build_a() -> None:
    # 1. npm ERESOLVE -> --legacy-peer-deps
    s = src("s-npm-eresolve", 1, [
        U("add react-query to the web app"),
        B("npm install react-query@3", ERESOLVE.format(pkg="react-query@3.39.3"), True),
        S("React 19 is outside react-query's peer range; installing with --legacy-peer-deps."),
        B("npm install react-query@3 --legacy-peer-deps", "added 3 packages, and audited 412 packages in 4s"),
        B("npm run build", "> web@0.3.0 build\n> vite build\n✓ built in 2.31s")], cwd=f"{P}/web")
    l = lesson("t4-npm-eresolve", s, "code spans, placeholder <pkg>", "en", entry(
        "build_config", "npm ERESOLVE on a peer range of React 19: install with --legacy-peer-deps",
        "`npm ERR! code ERESOLVE` / `ERESOLVE unable to resolve dependency tree` for a package whose peer range stops at React 18",
        "Running a plain `npm install <pkg>` in web/ where react is 19",
        "Older libraries declare `peer react@\"^16.8 || ^17 || ^18\"` and npm 7+ enforces peers strictly",
        "`npm install <pkg> --legacy-peer-deps`",
        "`npm install react-query@3` → `npm ERR! code ERESOLVE`; `npm install react-query@3 --legacy-peer-deps` → `added 3 packages`"))
    pair(l, later("l-npm-applied", [
        U("add @tanstack/react-table"),
        S("Peer ranges here lag React 19, so I'll pass --legacy-peer-deps up front."),
        B("npm install @tanstack/react-table@7 --legacy-peer-deps", "added 1 package, and audited 413 packages in 3s")],
        cwd=f"{P}/web"), A, "ran npm install <other pkg> --legacy-peer-deps first, no ERESOLVE before it")
    pair(l, later("l-npm-recur", [
        U("install eslint-plugin-react-hooks 4"),
        B("npm install -D eslint-plugin-react-hooks@4", ERESOLVE.format(pkg="eslint-plugin-react-hooks@4.6.2"), True),
        B("npm install -D eslint-plugin-react-hooks@4 --legacy-peer-deps", "added 1 package in 2s")],
        cwd=f"{P}/web"), R, "ERESOLVE peer conflict for another package, then the flag")
    pair(l, later("l-npm-short-alias", [
        U("reinstall deps after the clean"),
        B("rm -rf node_modules && npm i --legacy-peer-deps", "added 412 packages, and audited 413 packages in 19s")],
        cwd=f"{P}/web"), A, "npm i (alias of install) with --legacy-peer-deps, no failure before")
    pair(l, later("l-npm-e404", [
        U("add the date picker"),
        B("npm install react-datepickr", "npm ERR! code E404\nnpm ERR! 404 Not Found - GET https://registry.npmjs.org/react-datepickr - Not found\nnpm ERR! 404  'react-datepickr@*' is not in this registry.", True),
        S("Typo in the name."),
        B("npm install react-datepicker", "added 4 packages in 3s")],
        cwd=f"{P}/web"), N, "npm E404 for a misspelt name, not a peer conflict; no --legacy-peer-deps")
    pair(l, later("l-npm-prose-only", [
        U("why did CI fail on npm ci?"),
        S("If CI ever reports ERESOLVE, the fix is `npm install <pkg> --legacy-peer-deps`; this failure is a lint error instead."),
        B("npm run lint", "src/App.tsx\n  12:7  error  'unused' is assigned a value but never used  no-unused-vars\n\n✖ 1 problem (1 error, 0 warnings)", True)],
        cwd=f"{P}/web"), N, "the flag only mentioned in prose; the failure is an eslint error")
    pair(l, later("l-npm-before", [
        U("add react-query"),
        B("npm install react-query@3", ERESOLVE.format(pkg="react-query@3.39.3"), True),
        B("npm install react-query@3 --legacy-peer-deps", "added 3 packages in 4s")],
        cwd=f"{P}/web", before=True), N, "session dated before the lesson's source")

    # 2. cargo: serde derive feature
    s = src("s-serde-derive", 2, [
        U("make Config serialisable"),
        B("cargo build", "   Compiling cfg v0.1.0 (/home/dev/proj)\nerror: cannot find derive macro `Serialize` in this scope\n --> src/config.rs:3:10\n  |\n3 | #[derive(Serialize)]\n  |          ^^^^^^^^^\nerror: could not compile `cfg` (lib) due to 1 previous error", True),
        S("serde is in Cargo.toml without its derive feature."),
        B("cargo add serde --features derive", "    Updating crates.io index\n      Adding serde v1.0.215 to dependencies\n             Features:\n             + derive"),
        B("cargo build", "   Compiling cfg v0.1.0 (/home/dev/proj)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.02s")])
    l = lesson("t4-serde-derive", s, "prose with spans", "en", entry(
        "build_config", "serde derive macros need the `derive` feature",
        "`error: cannot find derive macro `Serialize` in this scope`",
        "Adding `serde` to Cargo.toml without features and deriving Serialize/Deserialize",
        "serde's derive macros live behind the optional `derive` feature (serde_derive)",
        "`cargo add serde --features derive`",
        "`cannot find derive macro` → `cargo add serde --features derive` → `Finished`, build passes"))
    pair(l, later("l-serde-applied", [
        U("new crate crates/wire with serde structs"),
        B("cd crates/wire && cargo add serde --features derive", "      Adding serde v1.0.215 to dependencies\n             Features:\n             + derive"),
        B("cd crates/wire && cargo build", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 5.40s")]),
        A, "cargo add serde --features derive in another crate before any failure")
    pair(l, later("l-serde-recur", [
        U("derive Deserialize on Request in crates/api"),
        B("cargo build -p api", "error: cannot find derive macro `Deserialize` in this scope\n --> crates/api/src/req.rs:5:21\n  |\n5 | #[derive(Debug, Deserialize)]\n  |                 ^^^^^^^^^^^\nerror: could not compile `api` (lib) due to 1 previous error", True),
        B("cargo add -p api serde --features derive", "      Adding serde v1.0.215 to dependencies\n             + derive"),
        B("cargo build -p api", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.10s")]),
        R, "cannot find derive macro Deserialize in another crate, then the fix")
    pair(l, later("l-serde-short-flag", [
        U("set up the bench crate"),
        B("cargo add serde -F derive", "      Adding serde v1.0.215 to dependencies\n             Features:\n             + derive"),
        B("cargo bench --no-run", "    Finished `bench` profile [optimized] target(s) in 11.2s")]),
        A, "-F is cargo add's short form of --features; no failure before")
    pair(l, later("l-rust-e0432", [
        U("split config into its own module"),
        B("cargo build", "error[E0432]: unresolved import `crate::settings`\n --> src/main.rs:2:5\n  |\n2 | use crate::settings::Settings;\n  |     ^^^^^^^^^^^^^^^ could not find `settings` in the crate root", True),
        ("edit", f"{P}/src/main.rs", "mod config;", "mod config;\nmod settings;"),
        B("cargo build", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.90s")]),
        N, "E0432 for an undeclared module, not a missing derive feature; fixed with mod settings;")
    pair(l, later("l-serde-proposed", [
        U("can we serialise the cache to disk?"),
        S("Yes: we would run `cargo add serde --features derive` and derive Serialize on Cache. Shall I?"),
        U("not now, just tell me the size of the cache file format"),
        S("About 40 bytes per entry with bincode.")]),
        N, "fix only proposed, never run; no error")

    # 3. go.sum
    s = src("s-go-sum", 3, [
        U("add the cobra CLI skeleton"),
        B("go build ./...", "cmd/root.go:6:2: missing go.sum entry for module providing package github.com/spf13/cobra (imported by example.com/tool/cmd); to add:\n\tgo get example.com/tool/cmd", True),
        B("go mod tidy", "go: finding module for package github.com/spf13/cobra\ngo: found github.com/spf13/cobra in github.com/spf13/cobra v1.8.1"),
        B("go build ./...", "")], cwd=f"{HOME}/tool")
    l = lesson("t4-go-sum", s, "plain prose, relative paths", "en", entry(
        "build_config", "After adding an import, go build fails on a missing go.sum entry until go mod tidy",
        "`missing go.sum entry for module providing package github.com/spf13/cobra`",
        "Adding an import by hand and building before the module files are updated",
        "go.mod/go.sum do not yet list the new module's checksums",
        "Run `go mod tidy` in the module root, then build again",
        "`go build ./...` → `missing go.sum entry`; `go mod tidy` → `found github.com/spf13/cobra`"))
    pair(l, later("l-go-applied", [
        U("import zap for logging"),
        B("go mod tidy", "go: finding module for package go.uber.org/zap\ngo: found go.uber.org/zap in go.uber.org/zap v1.27.0"),
        B("go build ./...", "")], cwd=f"{HOME}/tool"), A, "go mod tidy run before building, no go.sum failure")
    pair(l, later("l-go-recur", [
        U("use zerolog instead"),
        B("go build ./...", "internal/log/log.go:4:2: missing go.sum entry for module providing package github.com/rs/zerolog (imported by example.com/tool/internal/log); to add:\n\tgo get example.com/tool/internal/log", True),
        B("go mod tidy", "go: found github.com/rs/zerolog in github.com/rs/zerolog v1.33.0")], cwd=f"{HOME}/tool"),
        R, "missing go.sum entry for another module, then tidy")
    pair(l, later("l-go-recur-unfixed", [
        U("try errgroup in the fetcher"),
        B("go test ./fetch/...", "fetch/pool.go:5:2: missing go.sum entry for module providing package golang.org/x/sync/errgroup (imported by example.com/tool/fetch); to add:\n\tgo get example.com/tool/fetch\nFAIL\texample.com/tool/fetch [setup failed]", True),
        U("forget errgroup, use a WaitGroup"),
        ("edit", f"{HOME}/tool/fetch/pool.go", "\"golang.org/x/sync/errgroup\"", "\"sync\""),
        B("go test ./fetch/...", "ok  \texample.com/tool/fetch\t0.012s")], cwd=f"{HOME}/tool"),
        R, "missing go.sum entry came back; import dropped instead of tidying")
    pair(l, later("l-go-no-module", [
        U("add the yaml parser"),
        B("go build ./...", "config/load.go:7:2: no required module provides package gopkg.in/yaml.v3; to add it:\n\tgo get gopkg.in/yaml.v3", True),
        B("go get gopkg.in/yaml.v3", "go: added gopkg.in/yaml.v3 v3.0.1")], cwd=f"{HOME}/tool"),
        N, "no required module provides package (module absent from go.mod), not a go.sum entry; go get")
    pair(l, later("l-go-cd-prefix", [
        U("bump deps of the auth service"),
        B("cd services/auth && go mod tidy", "go: downloading github.com/golang-jwt/jwt/v5 v5.2.1"),
        B("cd services/auth && go test ./...", "ok  \texample.com/auth\t0.31s")], cwd=f"{HOME}/mono"),
        A, "cd <dir> && go mod tidy, no failure before")

    # 4. docker compose port allocated
    s = src("s-docker-port", 4, [
        U("start the stack"),
        B("docker compose up -d", " ✔ Network proj_default  Created\n ✘ Container proj-db-1  Error\nError response from daemon: driver failed programming external connectivity on endpoint proj-db-1: Bind for 0.0.0.0:5432 failed: port is already allocated", True),
        B("docker ps --filter publish=5432", "CONTAINER ID   IMAGE         PORTS                    NAMES\n3f1c9a2b7d10   postgres:15   0.0.0.0:5432->5432/tcp   oldapp-db-1"),
        B("docker stop $(docker ps -q --filter publish=5432)", "3f1c9a2b7d10"),
        B("docker compose up -d", " ✔ Container proj-db-1  Started\n ✔ Container proj-api-1  Started")])
    l = lesson("t4-docker-port", s, "code spans, <port> placeholder", "en", entry(
        "env_setup", "compose `port is already allocated`: another project's container holds the port",
        "`Bind for 0.0.0.0:5432 failed: port is already allocated`",
        "Running `docker compose up -d` while an old project's container still publishes the same port",
        "Docker cannot bind a host port another container already publishes",
        "`docker stop $(docker ps -q --filter publish=<port>)`, then `docker compose up -d` again",
        "`docker ps --filter publish=5432` → `oldapp-db-1`; after `docker stop` → `proj-db-1  Started`"))
    pair(l, later("l-docker-recur", [
        U("bring up redis"),
        B("docker compose up -d redis", "Error response from daemon: driver failed programming external connectivity on endpoint proj-redis-1: Bind for 0.0.0.0:6379 failed: port is already allocated", True),
        B("docker stop $(docker ps -q --filter publish=6379)", "a81e0c55f2d4"),
        B("docker compose up -d redis", " ✔ Container proj-redis-1  Started")]),
        R, "port 6379 already allocated, then the stop")
    pair(l, later("l-docker-applied", [
        U("start the api on 8080; the demo stack may still be running"),
        B("docker stop $(docker ps -q --filter publish=8080)", "c0ffee12ab34"),
        B("docker compose up -d api", " ✔ Container proj-api-1  Started")]),
        A, "stopped the holder of 8080 first, compose then started cleanly")
    pair(l, later("l-docker-no-image", [
        U("run the api image"),
        B("docker run --rm -p 8080:8080 proj-api:dev", "Unable to find image 'proj-api:dev' locally\ndocker: Error response from daemon: pull access denied for proj-api, repository does not exist or may require 'docker login'.", True),
        B("docker compose build api", " ✔ Service api  Built")]),
        N, "no such image (pull access denied), not a port; no stop")
    pair(l, later("l-docker-ps-only", [
        U("what is running?"),
        B("docker ps", "CONTAINER ID   IMAGE         PORTS                    NAMES\n3f1c9a2b7d10   postgres:15   0.0.0.0:5432->5432/tcp   proj-db-1")]),
        N, "only docker ps, no failure and no stop")
    pair(l, later("l-docker-before", [
        U("start the stack"),
        B("docker compose up -d", "Error response from daemon: driver failed programming external connectivity on endpoint proj-db-1: Bind for 0.0.0.0:5432 failed: port is already allocated", True)],
        before=True), N, "session dated before the lesson's source")
