"""The cases of the twentieth tracking corpus, part four: protoc not finding protoc-gen-go because $(go env
GOPATH)/bin is not on PATH (a Korean lesson), and tools that ignore docker contexts failing to reach colima's
socket (DOCKER_HOST). Rules: tracking20_cases.py."""
from __future__ import annotations

from tests.truth.tracking20_cases import T, bash

# ---------------------------------------------------------------- g: protoc-gen-go not on PATH

def protoc_missing(plugin: str = "protoc-gen-go", out: str = "--go_out") -> str:
    return (f"{plugin}: program not found or is not executable\nPlease specify a program using absolute path or "
            f"make sure the program is available in your PATH system variable\n{out}: {plugin}: Plugin failed "
            f"with status code 1.")


def lesson_g() -> None:
    cwd = "/home/jiwoo/src/ledger"
    T.source("s-protoc-path", cwd, "2025-08-29T10:00:00Z", "feat/ledger-proto",
             ("user", "ledger.proto에 Refund 메시지를 추가했어. Go 코드 다시 생성해 줘."),
             bash("go install google.golang.org/protobuf/cmd/protoc-gen-go@v1.36.6", ""),
             bash("protoc --go_out=. --go_opt=paths=source_relative api/v1/ledger.proto", protoc_missing(), True),
             ("say", "플러그인은 `$(go env GOPATH)/bin`(~/go/bin)에 설치됐는데 그 디렉터리가 PATH에 없습니다. "
                     "PATH에 추가하고 다시 실행합니다."),
             bash("export PATH=\"$PATH:$(go env GOPATH)/bin\" && protoc --go_out=. --go_opt=paths=source_relative "
                  "api/v1/ledger.proto && git status --short api/", " M api/v1/ledger.pb.go"))
    T.lesson("t20-protoc-gen-go-path", "global", "ko", "s-protoc-path", "env_setup",
             "protoc-gen-go가 GOPATH/bin에만 있어서 protoc가 플러그인을 못 찾음",
             "`go install`로 protoc-gen-go를 설치한 뒤에도 protoc가 `protoc-gen-go: program not found or is not "
             "executable`로 실패함.",
             "플러그인을 다시 설치하거나 protoc 버전을 의심하는 것. 설치는 이미 되어 있음.",
             "go install은 바이너리를 `$(go env GOPATH)/bin`에 넣고, protoc는 `protoc-gen-<name>` 플러그인을 PATH에서만 "
             "찾는다. 이 셸의 PATH에는 그 디렉터리가 없었다.",
             "protoc 실행 전에 `export PATH=\"$PATH:$(go env GOPATH)/bin\"`를 하거나, "
             "`--plugin=protoc-gen-go=$(go env GOPATH)/bin/protoc-gen-go`로 플러그인 경로를 직접 지정한다.",
             ["`protoc --go_out=. --go_opt=paths=source_relative api/v1/ledger.proto`",
              "`protoc-gen-go: program not found or is not executable`",
              "`export PATH=\"$PATH:$(go env GOPATH)/bin\"`"])


def later_g() -> None:
    cwd = "/home/jiwoo/src/ledger"
    T.later("l-protoc-plugin", cwd, "2025-09-05T13:00:00Z", "feat/ledger-v2",
            ("user", "Regenerate the v2 protos. Don't touch my PATH, just point protoc at the plugin."),
            bash("protoc --plugin=protoc-gen-go=$HOME/go/bin/protoc-gen-go --go_out=. "
                 "--go_opt=paths=source_relative api/v2/ledger.proto && git status --short api/",
                 "?? api/v2/ledger.pb.go"),
            ("say", "Generated api/v2/ledger.pb.go with the plugin given by path."))
    T.pair("t20-protoc-gen-go-path", "l-protoc-plugin", "applied",
           "the plugin is given to protoc with --plugin=protoc-gen-go=<path> on the first run; no plugin error")

    T.later("l-protoc-path-ko", cwd, "2025-09-12T09:40:00Z", "feat/grpc-server",
            ("user", "gRPC 서비스 코드도 같이 생성해 줘. 새 터미널이라 환경은 기본 상태야."),
            bash("PATH=$PATH:$HOME/go/bin protoc --go_out=. --go_opt=paths=source_relative --go-grpc_out=. "
                 "--go-grpc_opt=paths=source_relative api/v1/ledger.proto && git status --short api/",
                 " M api/v1/ledger.pb.go\n?? api/v1/ledger_grpc.pb.go"),
            ("say", "ledger_grpc.pb.go가 새로 생성됐습니다."))
    T.pair("t20-protoc-gen-go-path", "l-protoc-path-ko", "applied",
           "a Korean session: ~/go/bin (GOPATH/bin) is put on PATH for the first protoc call; no plugin error")

    T.later("l-protoc-grpc-recur", cwd, "2025-09-19T15:10:00Z", "feat/streaming",
            ("user", "Add the streaming RPC and regenerate the grpc stubs."),
            bash("protoc --go-grpc_out=. --go-grpc_opt=paths=source_relative api/v1/ledger.proto",
                 protoc_missing("protoc-gen-go-grpc", "--go-grpc_out"), True),
            ("say", "protoc can't find protoc-gen-go-grpc; it is in ~/go/bin but that isn't on PATH in this "
                    "shell. Tell me if you'd rather I add it to your profile."))
    T.pair("t20-protoc-gen-go-path", "l-protoc-grpc-recur", "recurred",
           "the same 'program not found or is not executable' failure for the grpc plugin in ~/go/bin, same cause")

    T.later("l-protoc-recur-fix", "/home/jiwoo/src/wallet", "2025-09-26T10:25:00Z", "main",
            ("user", "wallet.proto 바뀐 거 반영해서 생성해 줘"),
            bash("protoc --go_out=. --go_opt=paths=source_relative proto/wallet.proto", protoc_missing(), True),
            bash("export PATH=\"$PATH:$(go env GOPATH)/bin\" && protoc --go_out=. --go_opt=paths=source_relative "
                 "proto/wallet.proto", ""),
            ("say", "PATH에 GOPATH/bin을 추가한 뒤 생성했습니다."))
    T.pair("t20-protoc-gen-go-path", "l-protoc-recur-fix", "recurred",
           "protoc-gen-go is not found first; exporting PATH afterwards repairs a recurrence")

    T.later("l-protoc-import", cwd, "2025-10-03T11:30:00Z", "feat/http-gateway",
            ("user", "Add HTTP annotations to the ledger service and regenerate."),
            bash("PATH=$PATH:$HOME/go/bin protoc --go_out=. --go_opt=paths=source_relative api/v1/ledger.proto",
                 "google/api/annotations.proto: File not found.\napi/v1/ledger.proto:5:1: Import "
                 "\"google/api/annotations.proto\" was not found or had errors.", True),
            bash("PATH=$PATH:$HOME/go/bin protoc -I . -I third_party/googleapis --go_out=. "
                 "--go_opt=paths=source_relative api/v1/ledger.proto", ""),
            ("say", "The googleapis protos live in third_party/; with -I for them it generates."))
    T.pair("t20-protoc-gen-go-path", "l-protoc-import", "applied",
           "~/go/bin is on PATH for the first protoc call, so no plugin error; the missing import after it is a "
           "different failure")

    T.later("l-protoc-golangci", cwd, "2025-10-10T16:00:00Z", "chore/lint",
            ("user", "Run golangci-lint on the ledger module."),
            bash("golangci-lint run ./...", "bash: golangci-lint: command not found", True),
            bash("export PATH=\"$PATH:$(go env GOPATH)/bin\" && golangci-lint run ./...", "0 issues."),
            ("say", "golangci-lint was installed with go install too, so it needed GOPATH/bin on PATH; clean."))
    T.pair("t20-protoc-gen-go-path", "l-protoc-golangci", "neither",
           "the same PATH export, but for golangci-lint after its own command-not-found; protoc never runs")

    T.later("l-protoc-before", cwd, "2025-08-15T14:00:00Z", "feat/ledger-proto",
            ("user", "Generate the Go code for ledger.proto."),
            bash("protoc --go_out=. --go_opt=paths=source_relative api/v1/ledger.proto", protoc_missing(), True))
    T.pair("t20-protoc-gen-go-path", "l-protoc-before", "neither",
           "dated before the lesson's source session, so neither although the same error shows")


# ---------------------------------------------------------------- h: colima's socket for tools without contexts

SOCK = "unix://$HOME/.colima/default/docker.sock"
PY_DOCKER = """tests/integration/conftest.py:18: in pg
    with PostgresContainer("postgres:16-alpine") as pg:
.venv/lib/python3.12/site-packages/testcontainers/core/container.py:52: in __init__
    self._docker = DockerClient(**(docker_client_kw or {}))
.venv/lib/python3.12/site-packages/docker/api/client.py:223: in _retrieve_server_version
    raise DockerException(
E   docker.errors.DockerException: Error while fetching server API version: ('Connection aborted.', \
FileNotFoundError(2, 'No such file or directory'))
=========================== short test summary info ============================
ERROR tests/integration/test_orders.py::test_create_order - docker.errors.DockerException: Error while fetching \
server API version: ('Connection aborted.', FileNotFoundError(2, 'No such file or directory'))
1 error in 0.84s"""
PY_OK = "....................                                                     [100%]\n20 passed in 14.62s"


def lesson_h() -> None:
    cwd = "/Users/mina/src/orders"
    T.source("s-colima-sock", cwd, "2025-09-01T09:00:00Z", "feat/pg-tests",
             ("user", "Integration tests with testcontainers fail on my Mac since I moved from Docker Desktop to "
                      "colima. docker ps works though."),
             bash("pytest tests/integration -q", PY_DOCKER, True),
             bash("docker context ls",
                  "NAME       DESCRIPTION                               DOCKER ENDPOINT\n"
                  "colima *   colima                                    unix:///Users/mina/.colima/default/docker.sock\n"
                  "default    Current DOCKER_HOST based configuration   unix:///var/run/docker.sock"),
             ("say", "The docker CLI follows the colima context, but the Python docker SDK ignores contexts and "
                     "dials /var/run/docker.sock, which colima doesn't create."),
             bash(f"DOCKER_HOST={SOCK} pytest tests/integration -q", PY_OK))
    T.lesson("t20-colima-docker-host", "global", "en", "s-colima-sock", "env_setup",
             "Under colima, libraries that ignore docker contexts can't find the Docker socket",
             "`pytest tests/integration -q` failed with `docker.errors.DockerException: Error while fetching server "
             "API version` while `docker ps` worked.",
             "Reinstalling Docker Desktop, or restarting colima, which is running fine.",
             "colima serves Docker on ~/.colima/default/docker.sock and selects it through a docker context; the "
             "Python SDK, testcontainers and other clients only read DOCKER_HOST or /var/run/docker.sock.",
             "Export `DOCKER_HOST=unix://$HOME/.colima/default/docker.sock` (the endpoint `docker context ls` shows "
             "for colima) for those tools, or symlink that socket to /var/run/docker.sock.",
             ["`docker.errors.DockerException: Error while fetching server API version`",
              "`unix:///Users/mina/.colima/default/docker.sock`",
              "`DOCKER_HOST=unix://$HOME/.colima/default/docker.sock pytest tests/integration -q`"])


def later_h() -> None:
    cwd = "/Users/mina/src/orders"
    T.later("l-colima-export", "/Users/mina/src/inventory-go", "2025-09-09T10:10:00Z", "feat/pg-tests",
            ("user", "Run the Go integration tests, they use testcontainers-go."),
            bash(f"export DOCKER_HOST={SOCK} TESTCONTAINERS_DOCKER_SOCKET_OVERRIDE=/var/run/docker.sock && "
                 "go test -tags integration ./...",
                 "ok  \tgithub.com/mina/inventory/internal/store\t11.204s\n"
                 "ok  \tgithub.com/mina/inventory/internal/api\t3.517s"),
            ("say", "Both packages pass against containers on colima."))
    T.pair("t20-colima-docker-host", "l-colima-export", "applied",
           "DOCKER_HOST is exported to colima's socket before the first test run; no socket error")

    T.later("l-colima-symlink", cwd, "2025-09-16T08:30:00Z", "chore/dev-setup",
            ("user", "I keep forgetting the env var. Make it work for every tool on this Mac, then run the tests."),
            bash("sudo ln -sf $HOME/.colima/default/docker.sock /var/run/docker.sock && ls -l /var/run/docker.sock",
                 "lrwxr-xr-x  1 root  daemon  40 Sep 16 08:31 /var/run/docker.sock -> "
                 "/Users/mina/.colima/default/docker.sock"),
            bash("pytest tests/integration -q", PY_OK),
            ("say", "/var/run/docker.sock now points at colima; the tests pass without DOCKER_HOST."))
    T.pair("t20-colima-docker-host", "l-colima-symlink", "applied",
           "colima's socket is symlinked to /var/run/docker.sock, the other way the lesson names; no error before")

    T.later("l-colima-pyproject", cwd, "2025-09-23T13:15:00Z", "chore/pytest-env",
            ("user", "Put DOCKER_HOST into the pytest config (we have pytest-env) and run the integration suite."),
            ("edit", f"{cwd}/pyproject.toml", "[tool.pytest.ini_options]\n",
             "[tool.pytest.ini_options]\nenv = [\"DOCKER_HOST=unix:///Users/mina/.colima/default/docker.sock\"]\n"),
            bash("pytest tests/integration -q", PY_OK),
            ("say", "pytest-env sets DOCKER_HOST now; 20 passed."))
    T.pair("t20-colima-docker-host", "l-colima-pyproject", "applied",
           "DOCKER_HOST goes into the pytest config that sets it for the run; no socket error before")

    T.later("l-colima-recur", "/Users/mina/src/inventory-go", "2025-09-30T11:00:00Z", "feat/reservations",
            ("user", "go integration tests please"),
            bash("go test -tags integration ./internal/store/...",
                 "--- FAIL: TestReserve (0.01s)\n    store_test.go:31: failed to start container: create container: "
                 "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?\n"
                 "FAIL\tgithub.com/mina/inventory/internal/store\t0.412s", True),
            ("say", "testcontainers-go is dialing /var/run/docker.sock, which doesn't exist here (colima). Do you "
                    "want the symlink or an env var?"))
    T.pair("t20-colima-docker-host", "l-colima-recur", "recurred",
           "testcontainers-go can't reach /var/run/docker.sock under colima: the same failure through another client")

    T.later("l-colima-recur-fix", cwd, "2025-10-07T09:50:00Z", "feat/returns",
            ("user", "integration tests"),
            bash("pytest tests/integration -q -k returns", PY_DOCKER.replace("test_orders.py::test_create_order",
                                                                             "test_returns.py::test_refund"), True),
            bash(f"DOCKER_HOST={SOCK} pytest tests/integration -q -k returns", "....    [100%]\n4 passed in 6.10s"),
            ("say", "Passed with DOCKER_HOST pointing at colima."))
    T.pair("t20-colima-docker-host", "l-colima-recur-fix", "recurred",
           "the DockerException socket error comes first; DOCKER_HOST afterwards repairs a recurrence")

    T.later("l-colima-stopped", cwd, "2025-10-14T08:10:00Z", "main",
            ("user", "docker is broken this morning"),
            bash("docker ps", "Cannot connect to the Docker daemon at unix:///Users/mina/.colima/default/docker.sock. "
                              "Is the docker daemon running?", True),
            bash("colima status", "FATA[0000] colima is not running", True),
            bash("colima start --cpu 4 --memory 8",
                 "INFO[0000] starting colima\nINFO[0021] starting ... context=docker\nINFO[0024] done"),
            ("say", "The VM wasn't running after the reboot; colima is started and docker works."))
    T.pair("t20-colima-docker-host", "l-colima-stopped", "neither",
           "the colima VM is down (its own socket refuses); a different failure, fixed by colima start, no DOCKER_HOST")
