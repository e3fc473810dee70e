"""Scripted sessions of corpus49, part one: sway and Waybar for a fish user, a Vapor 4 API on macOS zsh (ANSI
colour, file:line:col errors), Qiskit 1.x in Windows PowerShell 7 (an interrupted call), Perforce's p4 in Windows
cmd (a rejected tool use, tabs in output), a Paper 1.21 Minecraft server under systemd (a long output)."""
from __future__ import annotations

from tests.truth.corpus49_common import ESC, INTERRUPTED, REJECTED

E = ESC


def fail(text: str, code: int = 1) -> str:
    return f"Exit code {code}\n{text}"


SWAY = [
    ("user", "waybar vanished after I edited my configs, and sway complains on reload. I'm on Arch, fish shell. "
             "Fix both please."),
    ("bash", "sway --validate; echo \"exit=$status\"",
     "00:00:00.004 [sway/config.c:907] Error on line 12 'exec-always waybar': Unknown/invalid command "
     "'exec-always'\n00:00:00.004 [sway/main.c:380] Error(s) loading config!\nexit=1", False),
    ("say", "Line 12 uses `exec-always`; sway's command is `exec_always` with an underscore."),
    ("edit", "/home/mira/.config/sway/config", "exec-always waybar", "exec_always waybar"),
    ("bash", "sway --validate; echo \"exit=$status\" # after fixing line 12", "exit=0", False),
    ("bash", "waybar -l debug 2>&1 | head -6",
     "[2026-03-02 09:14:51.118] [info] Using configuration file /home/mira/.config/waybar/config.jsonc\n"
     "[2026-03-02 09:14:51.119] [error] Error parsing config: * Line 23, Column 5\n"
     "  Missing ',' or '}' in object declaration\n", False),
    ("edit", "/home/mira/.config/waybar/config.jsonc",
     "    \"modules-right\": [\"pulseaudio\", \"network\", \"clock\"]\n    \"clock\": {",
     "    \"modules-right\": [\"pulseaudio\", \"network\", \"clock\"],\n    \"clock\": {"),
    ("bash", "waybar -l debug 2>&1 | head -6 # config.jsonc comma fixed",
     "[2026-03-02 09:16:02.440] [info] Using configuration file /home/mira/.config/waybar/config.jsonc\n"
     "[2026-03-02 09:16:02.441] [info] Using CSS file /home/mira/.config/waybar/style.css\n"
     "[2026-03-02 09:16:02.463] [warning] style.css:14:18: Expected a valid font weight: 'semibold'\n"
     "[2026-03-02 09:16:02.502] [info] Bar configured (width: 2560, height: 30) for output: DP-1\n"
     "[2026-03-02 09:16:02.503] [debug] GTK widget tree:", False),
    ("say", "Waybar starts again. The warning at `style.css:14:18` is GTK CSS rejecting `font-weight: semibold;` "
            "-- you could change it to `font-weight: 600;` in style.css. I haven't touched style.css."),
    ("user", "bar is back. but the clock shows UTC, I want Berlin time"),
    ("bash", "timedatectl show -p Timezone", "Timezone=Etc/UTC", False),
    ("edit", "/home/mira/.config/waybar/config.jsonc", "    \"clock\": {\n        \"format\": \"{:%H:%M}\"",
     "    \"clock\": {\n        \"timezone\": \"Europe/Berlin\",\n        \"format\": \"{:%H:%M}\""),
    ("bash", "pkill -SIGUSR2 waybar; and echo reloaded", "reloaded", False),
    ("user", "clock is right now, thanks!"),
]

VAPOR_ERR = (f"Sources/App/Models/Tag.swift:9:14: {E}[1;31merror: {E}[0m{E}[1mtype 'Tag' does not conform to "
             f"protocol 'Model'{E}[0m\nfinal class Tag: Model, Content {{\n{E}[0;32m             ^{E}[0m\n"
             f"Sources/App/Models/Tag.swift:9:14: {E}[1;30mnote: {E}[0m{E}[1mprotocol requires initializer "
             f"'init()' with type '()'{E}[0m\n")
VAPOR = [
    ("user", "Vapor 4 API: after adding the Tag model nothing builds and `swift run App migrate` is broken. "
             "macOS, zsh."),
    ("bash", "swift build 2>&1 | tail -8", fail(VAPOR_ERR), True),
    ("edit", "/Users/jonas/src/todo-api/Sources/App/Models/Tag.swift",
     "    @Field(key: \"name\")\n    var name: String\n",
     "    @Field(key: \"name\")\n    var name: String\n\n    init() { }\n"),
    ("bash", "swift build 2>&1 | tail -3",
     f"[{E}[32m1046/1047{E}[0m] Compiling App Tag.swift\n[{E}[32m1047/1047{E}[0m] Linking App\n"
     f"{E}[32mBuild complete!{E}[0m (41.87s)", False),
    ("bash", "swift run App migrate --yes",
     fail("[ INFO ] The following migration(s) will be prepared:\n+ App.CreateTodoTag on default\n"
          "+ App.CreateTag on default\n[ ERROR ] PSQLError(code: server, serverInfo: [sqlState: 42P01, file: "
          "namespace.c, line: 434, message: relation \"tags\" does not exist, routine: RangeVarGetRelidExtended, "
          "localizedSeverity: ERROR, severity: ERROR])"), True),
    ("say", "CreateTodoTag references `tags`, but configure.swift adds it before CreateTag; Fluent runs "
            "migrations in the order they are added."),
    ("edit", "/Users/jonas/src/todo-api/Sources/App/configure.swift",
     "    app.migrations.add(CreateTodoTag())\n    app.migrations.add(CreateTag())",
     "    app.migrations.add(CreateTag())\n    app.migrations.add(CreateTodoTag())"),
    ("bash", "swift run App migrate --yes",
     "[ INFO ] The following migration(s) will be prepared:\n+ App.CreateTag on default\n"
     "+ App.CreateTodoTag on default\n[ INFO ] Migration successful", False),
    ("bash", "swift test --parallel 2>&1 | tail -5",
     fail("[ ERROR ] SQLITE_BUSY: database is locked\nTest Case '-[AppTests.TagTests testCreateTag]' failed "
          "(0.412 seconds).\nerror: -[AppTests.TagTests testCreateTag] : XCTAssertEqual failed: (\"500 Internal "
          "Server Error\") is not equal to (\"200 OK\")\nExecuted 9 tests, with 1 failure (0 unexpected) in "
          "3.114 (3.120) seconds"), True),
    ("say", "Only testCreateTag fails, with `SQLITE_BUSY: database is locked`: the test suites share one sqlite "
            "file when they run in parallel. Do you want me to rerun the tests without `--parallel`?"),
    ("user", "not now, just commit what we have"),
    ("bash", "git add -A && git commit -m \"Add Tag model, run CreateTag before CreateTodoTag\"",
     "[main 3f9c2a1] Add Tag model, run CreateTag before CreateTodoTag\n 3 files changed, 41 insertions(+), "
     "2 deletions(-)", False),
]

BELL_TB = ("Traceback (most recent call last):\n  File \"C:\\Users\\ana\\qlab\\bell.py\", line 1, in <module>\n"
           "    from qiskit import QuantumCircuit, Aer, execute\nImportError: cannot import name 'Aer' from "
           "'qiskit' (C:\\Users\\ana\\qlab\\.venv\\Lib\\site-packages\\qiskit\\__init__.py)")
ISA_ERR = ("Traceback (most recent call last):\n  File \"C:\\Users\\ana\\qlab\\ibm_run.py\", line 19, in <module>\n"
           "    job = sampler.run([pub], shots=1000)\nqiskit_ibm_runtime.exceptions.IBMInputValueError: 'The "
           "instruction h on qubits (0,) is not supported by the target device. Circuits that do not match the "
           "target hardware definition are no longer supported after March 4, 2024.'")
QISKIT = [
    ("user", "After upgrading to qiskit 1.2 my old scripts don't run. Start with bell.py. PowerShell 7 on "
             "Windows, venv is .venv."),
    ("bash", "python bell.py", fail(BELL_TB), True),
    ("bash", "python -m pip install qiskit-aer",
     "Collecting qiskit-aer\n  Downloading qiskit_aer-0.15.1-cp312-cp312-win_amd64.whl (9.5 MB)\n"
     "Installing collected packages: qiskit-aer\nSuccessfully installed qiskit-aer-0.15.1", False),
    ("edit", "C:\\Users\\ana\\qlab\\bell.py", "from qiskit import QuantumCircuit, Aer, execute",
     "from qiskit import QuantumCircuit, transpile\nfrom qiskit_aer import AerSimulator"),
    ("edit", "C:\\Users\\ana\\qlab\\bell.py",
     "job = execute(qc, Aer.get_backend('qasm_simulator'), shots=1024)",
     "sim = AerSimulator()\njob = sim.run(transpile(qc, sim), shots=1024)"),
    ("bash", "python bell.py", "{'00': 509, '11': 515}", False),
    ("user", "nice. now ibm_run.py"),
    ("bash", "python ibm_run.py", INTERRUPTED, True),
    ("user", "stop -- that queues on the real device and I only have 10 minutes of quota left this month. "
             "Use a fake backend."),
    ("bash", "python -m pip install -U qiskit-ibm-runtime",
     "Requirement already satisfied: qiskit-ibm-runtime in .\\.venv\\Lib\\site-packages (0.30.0)", False),
    ("edit", "C:\\Users\\ana\\qlab\\ibm_run.py", "backend = service.least_busy(operational=True, simulator=False)",
     "from qiskit_ibm_runtime.fake_provider import FakeSherbrooke\nbackend = FakeSherbrooke()"),
    ("bash", "python ibm_run.py", fail(ISA_ERR), True),
    ("edit", "C:\\Users\\ana\\qlab\\ibm_run.py", "pub = (qc,)", "pub = (transpile(qc),)"),
    ("bash", "python ibm_run.py  # with transpile(qc)", fail(ISA_ERR), True),
    ("say", "Plain `transpile(qc)` doesn't know the device, so `h` stays in the circuit. The circuit has to be "
            "rewritten for the backend's target (an ISA circuit)."),
    ("edit", "C:\\Users\\ana\\qlab\\ibm_run.py", "pub = (transpile(qc),)",
     "pm = generate_preset_pass_manager(optimization_level=1, backend=backend)\nisa = pm.run(qc)\npub = (isa,)"),
    ("bash", "python ibm_run.py", "counts: {'00': 497, '11': 486, '01': 22, '10': 19}", False),
    ("user", "great, that's what I expected with the noise model"),
]

P4_FAIL = ("Perforce client error:\n\tConnect to server failed; check $P4PORT.\n\tTCP connect to perforce:1666 "
           "failed.\n\tNo such host is known.")
P4_TRUST = ("Perforce client error:\n\tThe authenticity of 'p4.studio.lan:1666' can't be established,\n\tthis may "
            "be your first attempt to connect to this P4PORT.\n\tThe fingerprint for the key sent to your client "
            "is\n\t3E:91:0C:7A:55:B2:18:D4:6F:21:9B:E0:4A:C3:77:12:8D:05:EE:61\n\tTo allow connection use the "
            "'p4 trust' command.")
PERFORCE = [
    ("user", "New workstation. p4 can't connect and then it says files aren't in client view. I'm in cmd.exe, "
             "workspace root is D:\\p4ws\\game."),
    ("bash", "p4 info", fail(P4_FAIL), True),
    ("bash", "p4 set", "P4EDITOR=C:\\Windows\\notepad.exe (set)\nP4PORT=perforce:1666 (set)\nP4USER=dkim (set)",
     False),
    ("bash", "p4 set P4PORT=ssl:p4.studio.lan:1666", "", False),
    ("bash", "p4 info", fail(P4_TRUST), True),
    ("bash", "p4 trust -y", "Added trust for P4PORT 'ssl:p4.studio.lan:1666' (10.20.0.15:1666)", False),
    ("bash", "p4 info",
     "User name: dkim\nClient name: WS-0231\nClient host: WS-0231\nClient unknown.\nCurrent directory: "
     "d:\\p4ws\\game\nServer address: ssl:p4.studio.lan:1666\nServer version: P4D/LINUX26X86_64/2024.1/2625398 "
     "(2024/06/20)", False),
    ("bash", "p4 edit Source\\Player\\Jump.cpp",
     fail("D:\\p4ws\\game\\Source\\Player\\Jump.cpp - file(s) not in client view."), True),
    ("bash", "p4 clients -u dkim",
     "Client dkim-game-main 2025/11/02 root D:\\p4ws\\game 'Created by dkim. '", False),
    ("say", "`Client unknown.` -- P4CLIENT isn't set, so p4 uses the host name WS-0231 as the workspace. "
            "Your workspace is dkim-game-main."),
    ("bash", "p4 set P4CLIENT=dkim-game-main", "", False),
    ("bash", "p4 edit Source\\Player\\Jump.cpp", "//game/main/Source/Player/Jump.cpp#14 - opened for edit", False),
    ("bash", "p4 set -s P4PORT=ssl:p4.studio.lan:1666", REJECTED, True),
    ("user", "no, don't touch machine-wide settings. Put it in a P4CONFIG file in the workspace instead."),
    ("write", "D:\\p4ws\\game\\.p4config", "P4PORT=ssl:p4.studio.lan:1666\nP4CLIENT=dkim-game-main\nP4USER=dkim\n"),
    ("say", "Wrote D:\\p4ws\\game\\.p4config. For p4 to read it, P4CONFIG has to name the file "
            "(`p4 set P4CONFIG=.p4config`); I haven't set that yet."),
    ("user", "ok I'll do that tomorrow, gotta run"),
]

PAPER_LOG = "\n".join(
    [f"Mar 04 19:02:{10 + i:02d} mc java[48211]: [19:02:{10 + i:02d} INFO]: Preparing spawn area: {i * 6}%"
     for i in range(1, 17)]
    + ["Mar 04 19:02:27 mc java[48211]: [19:02:27 INFO]: Time elapsed: 9412 ms",
       "Mar 04 19:02:27 mc java[48211]: [19:02:27 ERROR]: Could not load 'plugins/SimpleTPA-1.3.jar' in folder "
       "'plugins'",
       "Mar 04 19:02:27 mc java[48211]: org.bukkit.plugin.InvalidPluginException: Unsupported API version 1.20",
       "Mar 04 19:02:28 mc java[48211]: [19:02:28 INFO]: Running delayed init tasks",
       "Mar 04 19:02:28 mc java[48211]: [19:02:28 INFO]: Done (14.212s)! For help, type \"help\""])
JAVA_ERR = ("Mar 04 18:51:40 mc java[47702]: Error: LinkageError occurred while loading main class "
            "io.papermc.paperclip.Main\nMar 04 18:51:40 mc java[47702]:         "
            "java.lang.UnsupportedClassVersionError: "
            "io/papermc/paperclip/Main has been compiled by a more recent version of the Java Runtime (class file "
            "version 65.0), this version of the Java Runtime only recognizes class file versions up to 61.0\n"
            "Mar 04 18:51:40 mc systemd[1]: paper.service: Main process exited, code=exited, status=1/FAILURE")
PAPER = [
    ("user", "Upgraded the Paper jar to 1.21 and the server won't start. systemd unit is paper.service, "
             "files in /srv/minecraft."),
    ("bash", "sudo systemctl status paper --no-pager -l | tail -6", JAVA_ERR, False),
    ("bash", "java -version 2>&1 | head -1; ls /usr/lib/jvm",
     "openjdk version \"17.0.12\" 2024-07-16\njava-17-openjdk-amd64\njava-21-openjdk-amd64", False),
    ("edit", "/etc/systemd/system/paper.service", "ExecStart=/usr/bin/java -Xms4G -Xmx4G -jar paper.jar --nogui",
     "ExecStart=/usr/lib/jvm/java-21-openjdk-amd64/bin/java -Xms4G -Xmx4G -jar paper.jar --nogui"),
    ("bash", "sudo systemctl restart paper && sleep 20 && journalctl -u paper -n 5 --no-pager",
     "Warning: The unit file, source configuration file or drop-ins of paper.service changed on disk. Run "
     "'systemctl daemon-reload' to reload units.\n" + JAVA_ERR.replace("18:51:40", "18:58:02"), False),
    ("bash", "sudo systemctl daemon-reload && sudo systemctl restart paper && sleep 25 && "
             "journalctl -u paper -n 21 --no-pager", PAPER_LOG, False),
    ("say", "The server is up (`Done (14.212s)!`). SimpleTPA 1.3 declares api-version 1.20 and Paper refuses it; "
            "the author's 1.4 build supports 1.21 -- you could drop SimpleTPA-1.4.jar into plugins/ and restart."),
    ("user", "ok later. RCON from my backup script says Connection refused"),
    ("bash", "grep -E '^(enable-rcon|rcon\\.port|rcon\\.password)' /srv/minecraft/server.properties",
     "enable-rcon=false\nrcon.port=25575\nrcon.password=", False),
    ("edit", "/srv/minecraft/server.properties", "enable-rcon=false", "enable-rcon=true"),
    ("edit", "/srv/minecraft/server.properties", "rcon.password=", "rcon.password=Tq8-vanilla-ice"),
    ("bash", "sudo systemctl restart paper && sleep 25 && mcrcon -H 127.0.0.1 -P 25575 -p Tq8-vanilla-ice list",
     "There are 0 of a max of 20 players online: ", False),
    ("user", "perfect, the backup script gets through RCON now too."),
]

SOURCES = {
    "sway-waybar": ("/home/mira/.config", "2026-03-02T09:10:00Z", "main", SWAY),
    "vapor-fluent": ("/Users/jonas/src/todo-api", "2026-03-02T14:00:00Z", "main", VAPOR),
    "qiskit-one": ("C:\\Users\\ana\\qlab", "2026-03-03T08:30:00Z", "main", QISKIT),
    "perforce-cmd": ("D:\\p4ws\\game", "2026-03-03T16:20:00Z", "HEAD", PERFORCE),
    "paper-systemd": ("/srv/minecraft", "2026-03-04T18:45:00Z", "HEAD", PAPER),
}
