"""Scripted sessions of corpus44, part four: pyzmq PUB/SUB in Windows cmd (Windows paths), Apache Thrift's Python
generator on Linux (file:line errors), FlatBuffers schema evolution and vcpkg headers in Windows PowerShell 7
(file(line,col) errors), Weaviate with text2vec-ollama in docker compose (a Task), Subversion cleanup and a tree
conflict in Windows cmd."""
from __future__ import annotations

ZMQ = [
    ("user", "pyzmq PUB/SUB demo in C:\\work\\telemetry: the subscriber never receives anything. Windows 11, cmd, "
             "Python 3.12, pyzmq 26.2"),
    ("bash", "start /b python pub.py && timeout /t 1 >nul && python sub.py --seconds 10",
     "publishing on tcp://*:5556\nwaiting on tcp://127.0.0.1:5556 ...\n(no messages after 10 s)", False),
    ("tool", "Read", {"file_path": "C:\\work\\telemetry\\sub.py"},
     "     1\timport sys, time, zmq\n     2\tctx = zmq.Context()\n     3\tsock = ctx.socket(zmq.SUB)\n"
     "     4\tsock.connect(\"tcp://127.0.0.1:5556\")\n     5\tprint(\"waiting on tcp://127.0.0.1:5556 ...\")", False),
    ("say", "A SUB socket filters out every message until it subscribes to at least one prefix, and sub.py never "
            "sets `zmq.SUBSCRIBE`. An empty prefix subscribes to everything."),
    ("edit", "C:\\work\\telemetry\\sub.py", "sock.connect(\"tcp://127.0.0.1:5556\")\n",
     "sock.connect(\"tcp://127.0.0.1:5556\")\nsock.setsockopt_string(zmq.SUBSCRIBE, \"\")\n"),
    ("bash", "python sub.py --seconds 3",
     "waiting on tcp://127.0.0.1:5556 ...\nrecv: temp 21.4\nrecv: temp 21.5\nrecv: temp 21.3", False),
    ("user", "works. but when I start pub.py myself now it crashes"),
    ("bash", "python pub.py",
     "Exit code 1\nTraceback (most recent call last):\n  File \"C:\\work\\telemetry\\pub.py\", line 6, in <module>\n"
     "    sock.bind(\"tcp://*:5556\")\n  File \"C:\\Users\\omar\\AppData\\Local\\Programs\\Python\\Python312\\Lib\\"
     "site-packages\\zmq\\sugar\\socket.py\", line 311, in bind\n    super().bind(addr)\n  File \"_zmq.py\", line "
     "917, in zmq.backend.cython._zmq.Socket.bind\n  File \"_zmq.py\", line 179, in zmq.backend.cython._zmq._check_rc"
     "\nzmq.error.ZMQError: Address in use (addr='tcp://*:5556')", True),
    ("bash", "netstat -ano | findstr :5556",
     "  TCP    0.0.0.0:5556           0.0.0.0:0              LISTENING       11872\n"
     "  TCP    127.0.0.1:5556         127.0.0.1:50412        ESTABLISHED     11872", False),
    ("say", "PID 11872 is the publisher I started with `start /b` earlier; it keeps running after that command "
            "returns and still holds port 5556."),
    ("bash", "taskkill /IM python.exe /F",
     "SUCCESS: The process \"python.exe\" with PID 11872 has been terminated.\n"
     "SUCCESS: The process \"python.exe\" with PID 9140 has been terminated.", False),
    ("user", "ugh, 9140 was my Jupyter kernel. Kill by PID next time, not by image name."),
    ("bash", "start /b python pub.py && timeout /t 1 >nul && python sub.py --seconds 3",
     "publishing on tcp://*:5556\nwaiting on tcp://127.0.0.1:5556 ...\nrecv: temp 21.6\nrecv: temp 21.4", False),
    ("say", "Sorry about the kernel. The publisher binds again now that the old one is gone, and the subscriber "
            "receives. Note this run's publisher is again a background `start /b` process."),
]

THRIFT = [
    ("user", "thrift codegen for python broke after I added the Order struct (idl/orders.thrift). "
             "Repo /home/priya/svc"),
    ("bash", "thrift -r --gen py -out gen/ idl/orders.thrift",
     "Exit code 1\n[ERROR:/home/priya/svc/idl/orders.thrift:42] (last token was 'Status')\nsyntax error\n"
     "[FAILURE:/home/priya/svc/idl/orders.thrift:42] Parser error during include pass.", True),
    ("bash", "grep -n 'include\\|Status' idl/orders.thrift idl/common.thrift",
     "idl/orders.thrift:42:  3: Status status,\nidl/common.thrift:7:enum Status {", False),
    ("say", "`Status` lives in common.thrift, which orders.thrift never includes, and types from another file must "
            "be named with the file's prefix (`common.Status`)."),
    ("edit", "/home/priya/svc/idl/orders.thrift", "namespace py orders\n",
     "namespace py orders\n\ninclude \"common.thrift\"\n"),
    ("edit", "/home/priya/svc/idl/orders.thrift", "  3: Status status,", "  3: common.Status status,"),
    ("bash", "thrift -r --gen py -out gen/ idl/orders.thrift && ls gen/orders gen/common",
     "gen/common:\n__init__.py\nconstants.py\nttypes.py\n\ngen/orders:\n__init__.py\nconstants.py\nttypes.py", False),
    ("bash", "export PYTHONPATH=gen", "", False),
    ("bash", "python -m pytest tests/test_orders.py -q",
     "Exit code 2\n==================================== ERRORS ====================================\n"
     "____________________ ERROR collecting tests/test_orders.py ____________________\n"
     "ImportError while importing test module '/home/priya/svc/tests/test_orders.py'.\n"
     "tests/test_orders.py:3: in <module>\n    from gen.orders.ttypes import Order\n"
     "gen/orders/ttypes.py:14: in <module>\n    import common.ttypes\n"
     "E   ModuleNotFoundError: No module named 'common'\n=========================== short test summary info "
     "============================\nERROR tests/test_orders.py\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during "
     "collection !!!!!!!!!!!!!!!!!!!!\n1 error in 0.22s", True),
    ("say", "The `export PYTHONPATH=gen` was its own Bash call, so it did not carry into the pytest run. Rather than "
            "depend on an environment variable, generate the code as a package: thrift's `package_prefix` option "
            "makes the generated modules import `gen.common.ttypes`."),
    ("bash", "rm -rf gen && thrift -r --gen py:package_prefix=gen. -out gen/ idl/orders.thrift && "
             "touch gen/__init__.py "
             "&& python -m pytest tests/test_orders.py -q",
     "...                                                                      [100%]\n3 passed in 0.41s", False),
    ("user", "great, commit the idl change only, not gen/"),
    ("bash", "git add idl/orders.thrift && git commit -m 'orders: include common.thrift for Status'",
     "[main 7c2e9d1] orders: include common.thrift for Status\n 1 file changed, 3 insertions(+), 1 deletion(-)",
     False),
]

FLATC = [
    ("user", "FlatBuffers: old clients broke after I edited schemas\\player.fbs. Can you check it against the "
             "released v1 schema? PowerShell 7, repo C:\\dev\\game-net"),
    ("bash", "flatc --conform schemas\\v1\\player.fbs schemas\\player.fbs",
     "Exit code 1\nerror:\n  C:\\dev\\game-net\\schemas\\player.fbs:9:3: error: Field 'name' id changed from 1 to 2\n"
     "  C:\\dev\\game-net\\schemas\\player.fbs:12:3: error: Field 'hp' type changed from short to int", True),
    ("say", "Inserting `guild` above `name` shifted every later field's implicit id, and `hp` changed type. "
            "FlatBuffers only allows appending fields (or pinning ids with `(id: N)`) and never changing a field's "
            "type. I'll put `guild` at the end and restore `hp: short`."),
    ("edit", "C:\\dev\\game-net\\schemas\\player.fbs",
     "  id: ulong;\n  guild: string;\n  name: string;\n  pos: Vec3;\n  hp: int;\n",
     "  id: ulong;\n  name: string;\n  pos: Vec3;\n  hp: short;\n  guild: string;\n"),
    ("bash", "flatc --conform schemas\\v1\\player.fbs schemas\\player.fbs; \"exit=$LASTEXITCODE\"", "exit=0", False),
    ("bash", "flatc --cpp --gen-object-api -o include\\generated schemas\\player.fbs; "
             "cmake --build build --config Release",
     "Exit code 1\nMSBuild version 17.11.9+a69bbaaf5 for .NET Framework\n  session.cpp\n"
     "C:\\dev\\game-net\\include\\generated\\player_generated.h(14,1): error C2338: static_assert failed: "
     "'Non-compatible flatbuffers version included' [C:\\dev\\game-net\\build\\game-net.vcxproj]", True),
    ("bash", "flatc --version; & .\\vcpkg_installed\\x64-windows\\tools\\flatbuffers\\flatc.exe --version",
     "flatc version 24.3.25\nflatc version 23.5.26", False),
    ("say", "The flatc on PATH (winget, 24.3.25) generates headers that static_assert on the runtime's version, "
            "and the runtime headers come from vcpkg (23.5.26). Generate with vcpkg's own flatc so they match."),
    ("bash", "& .\\vcpkg_installed\\x64-windows\\tools\\flatbuffers\\flatc.exe --cpp --gen-object-api -o "
             "include\\generated schemas\\player.fbs; cmake --build build --config Release",
     "MSBuild version 17.11.9+a69bbaaf5 for .NET Framework\n  session.cpp\n  player.cpp\n"
     "  game-net.vcxproj -> C:\\dev\\game-net\\build\\Release\\game-net.exe", False),
    ("user", "ran it against the old client, it connects and shows names again. thanks"),
]

WEAV = [
    ("user", "Weaviate 1.27 in compose with text2vec-ollama; every batch import fails. Ollama runs on the host. "
             "Ubuntu, bash, repo /home/noor/rag"),
    ("bash", "python ingest.py",
     "Exit code 1\nFailed to send 200 objects in a batch of 200. Please inspect client.batch.failed_objects or "
     "collection.batch.failed_objects for the failed objects.\nfirst failure: ErrorObject(message='vectorize "
     "target vector default: update vector: send POST request: Post \"http://localhost:11434/api/embed\": dial "
     "tcp [::1]:11434: connect: connection refused', object_=...)\nImported 0 objects into Docs (1200 failed)",
     True),
    ("task", "Find how text2vec-ollama reaches Ollama",
     "Look at docker-compose.yml and ingest.py in /home/noor/rag and the Weaviate text2vec-ollama docs. Where does "
     "the module send embedding requests, and from which network namespace? Report; do not edit.",
     "The module calls the `apiEndpoint` of the collection's vectorizer config (ingest.py sets "
     "`Configure.Vectorizer.text2vec_ollama(api_endpoint=\"http://localhost:11434\", ...)`). The request is made by "
     "the Weaviate server inside its container, where `localhost` is the container itself. On Linux Docker, "
     "`host.docker.internal` only resolves when the service has `extra_hosts: [\"host.docker.internal:"
     "host-gateway\"]`; docker-compose.yml has no extra_hosts."),
    ("edit", "/home/noor/rag/docker-compose.yml", "    image: cr.weaviate.io/semitechnologies/weaviate:1.27.3\n",
     "    image: cr.weaviate.io/semitechnologies/weaviate:1.27.3\n    extra_hosts:\n"
     "      - \"host.docker.internal:host-gateway\"\n"),
    ("edit", "/home/noor/rag/ingest.py", "api_endpoint=\"http://localhost:11434\"",
     "api_endpoint=\"http://host.docker.internal:11434\""),
    ("bash", "docker compose up -d && python ingest.py",
     "Exit code 1\n Container rag-weaviate-1  Started\nFailed to send 200 objects in a batch of 200. Please inspect "
     "client.batch.failed_objects or collection.batch.failed_objects for the failed objects.\nfirst failure: "
     "ErrorObject(message='vectorize target vector default: update vector: send POST request: Post "
     "\"http://host.docker.internal:11434/api/embed\": dial tcp 172.17.0.1:11434: connect: connection refused', "
     "object_=...)\nImported 0 objects into Docs (1200 failed)", True),
    ("bash", "ss -ltnp | grep 11434", "LISTEN 0      4096       127.0.0.1:11434      0.0.0.0:*", False),
    ("say", "The name resolves now (172.17.0.1 is the host on the docker bridge), but Ollama only listens on "
            "127.0.0.1. It needs `OLLAMA_HOST=0.0.0.0` in its systemd unit."),
    ("bash", "printf '[Service]\\nEnvironment=\"OLLAMA_HOST=0.0.0.0\"\\n' | sudo SYSTEMD_EDITOR=tee systemctl edit "
             "ollama >/dev/null && sudo systemctl restart ollama && ss -ltnp | grep 11434",
     "LISTEN 0      4096               *:11434            *:*", False),
    ("bash", "python ingest.py", "Imported 1200 objects into Docs (0 failed)", False),
    ("user", "does 0.0.0.0 expose ollama to the whole LAN now?"),
    ("say", "Yes, on every interface, unless a firewall blocks 11434. A tighter option is binding only to the "
            "docker bridge address. Want me to switch it to `OLLAMA_HOST=172.17.0.1` and restart ollama?"),
    ("user", "leave it for now, the laptop is only on my home network"),
]

SVN = [
    ("user", "svn update in C:\\src\\legacy-erp fails: locked working copy. cmd.exe, svn 1.14"),
    ("bash", "svn update",
     "Exit code 1\nsvn: E155037: Previous operation has not finished; run 'cleanup' if it was interrupted\n"
     "svn: E155004: Run 'svn cleanup' to remove locks (type 'svn help cleanup' for details)", True),
    ("bash", "svn cleanup && svn update",
     "Updating '.':\n   C src\\Billing\\Invoice.cs\nU    src\\Billing\\Tax.cs\nA    src\\Billing\\Invoices\n"
     "A    src\\Billing\\Invoices\\Invoice.cs\nUpdated to revision 48213.\nSummary of conflicts:\n  Tree conflicts: 1",
     False),
    ("bash", "svn info src\\Billing\\Invoice.cs | findstr /C:\"Tree conflict\" /C:\"Source\"",
     "Tree conflict: local file edit, incoming file delete or move upon update\n"
     "  Source  left: (file) ^/trunk/src/Billing/Invoice.cs@48190\n"
     "  Source right: (none) ^/trunk/src/Billing/Invoice.cs@48213", False),
    ("say", "Upstream moved Invoice.cs to src\\Billing\\Invoices\\Invoice.cs in r48213 while you had local edits "
            "to the old path. I'll mark the conflict resolved keeping your working file."),
    ("bash", "svn resolve --accept=working src\\Billing\\Invoice.cs && svn status",
     "Resolved conflicted state of 'src\\Billing\\Invoice.cs'\n?       src\\Billing\\Invoice.cs", False),
    ("user", "no wait, that's wrong — my edits are now sitting in an unversioned file at the old path and the new "
             "Invoices\\Invoice.cs doesn't have them."),
    ("say", "You're right, `--accept=working` only cleared the conflict marker; it does not carry edits across a "
            "move. The edits have to be merged into src\\Billing\\Invoices\\Invoice.cs by hand (or with `svn "
            "diff -r 48190 src\\Billing\\Invoice.cs` as a patch) and the old file deleted."),
    ("user", "I'll port them by hand. thanks"),
]

SOURCES = {
    "pyzmq-cmd": ("C:\\work\\telemetry", "2025-03-06T14:02:00Z", "HEAD", ZMQ),
    "thrift-py": ("/home/priya/svc", "2025-03-07T09:40:00Z", "main", THRIFT),
    "flatc-ps": ("C:\\dev\\game-net", "2025-03-09T15:25:00Z", "schema-v2", FLATC),
    "weaviate-ollama": ("/home/noor/rag", "2025-03-02T17:18:00Z", "main", WEAV),
    "svn-cmd": ("C:\\src\\legacy-erp", "2025-02-28T08:07:00Z", "trunk", SVN),
}
