"""corpus29's scripted sessions, part one: VitePress on GitHub Pages, NestJS with TypeORM migrations (macOS zsh),
a Zabbix agent 2 UserParameter (a rejected tool use), pgBackRest to S3 (in Korean), Redpanda through rpk (macOS zsh),
GHDL with cocotb, kicad-cli and OpenSCAD in Windows PowerShell 7, lazbuild and fpcunit in Windows cmd."""
from __future__ import annotations

from tests.truth.corpus29_common import REJECTED

VITEPRESS = [
    ("user", "the docs site builds fine but on https://acme.github.io/handbook/ every page is unstyled and the nav "
             "links 404. can you fix it?"),
    ("bash", "npx vitepress build docs",
     "\n  vitepress v1.5.0\n\n✓ building client + server bundles...\n✓ rendering pages...\nbuild complete in 4.12s.", False),
    ("bash", "grep -o 'href=\"/assets/[^\"]*\"' docs/.vitepress/dist/index.html | head -3",
     "href=\"/assets/style.BQx2pL9f.css\"\nhref=\"/assets/app.D7kq0Lw2.js\"\nhref=\"/assets/chunks/framework.Cq9Xv1aB.js\"",
     False),
    ("say", "The built HTML points at /assets/... at the domain root, but Pages serves the site under /handbook/. "
            "VitePress has to be told the base path: `base: '/handbook/'` in the config."),
    ("edit", "docs/.vitepress/config.mts", "export default defineConfig({\n  title: 'Handbook',",
     "export default defineConfig({\n  base: '/handbook/',\n  title: 'Handbook',"),
    ("bash", "npx vitepress build docs && grep -o 'href=\"/handbook/assets/[^\"]*\"' docs/.vitepress/dist/index.html | head -1",
     "\n  vitepress v1.5.0\n\n✓ building client + server bundles...\n✓ rendering pages...\nbuild complete in 3.98s.\n"
     "href=\"/handbook/assets/style.BQx2pL9f.css\"", False),
    ("user", "nice. I pulled main, there are new guide pages and now the build fails in CI with dead links"),
    ("bash", "npx vitepress build docs 2>&1 | tail -7",
     "Exit code 1\n(!) Found dead link /guide/setup in file guide/index.md\n(!) Found dead link ./deploy in file "
     "guide/index.md\n\n  If this is expected, you can disable this check via config. Refer: "
     "https://vitepress.dev/reference/site-config#ignoredeadlinks\n\nbuild error:\nError: 2 dead link(s) found.", True),
    ("bash", "ls docs/guide/", "deployment.md  index.md  installation.md", False),
    ("say", "The index links to setup and deploy, but the pages are installation.md and deployment.md. VitePress "
            "resolves links against file names, not page titles."),
    ("edit", "docs/guide/index.md", "- [Setup](/guide/setup)\n- [Deploy](./deploy)",
     "- [Setup](/guide/installation)\n- [Deploy](./deployment)"),
    ("bash", "npx vitepress build docs 2>&1 | tail -2", "✓ rendering pages...\nbuild complete in 4.05s.", False),
    ("user", "should we just set ignoreDeadLinks: true so this never blocks a deploy again?"),
    ("say", "I'd rather not: `ignoreDeadLinks: true` hides every broken link, which is what just caught the renamed "
            "pages. If the noise is from localhost examples, `ignoreDeadLinks: 'localhostLinks'` skips only those."),
    ("user", "ok leave it as it is. thanks"),
]

NEST = [
    ("user", "generate a migration for the new Invoice.dueDate column and run it against the local db"),
    ("bash", "npx typeorm migration:generate src/migrations/AddDueDate -d src/data-source.ts",
     "Exit code 1\nError during migration generation:\n/Users/mina/code/billing/src/data-source.ts:1\nimport { "
     "DataSource } from 'typeorm';\n^^^^^^\n\nSyntaxError: Cannot use import statement outside a module\n    at "
     "internalCompileFunction (node:internal/vm:76:18)", True),
    ("say", "The plain typeorm CLI runs under node and can't load a .ts data source. TypeORM ships "
            "`typeorm-ts-node-commonjs` for exactly this."),
    ("bash", "npx typeorm-ts-node-commonjs migration:generate src/migrations/AddDueDate -d src/data-source.ts",
     "Migration /Users/mina/code/billing/src/migrations/1736412345678-AddDueDate.ts has been generated successfully.",
     False),
    ("bash", "npx typeorm-ts-node-commonjs migration:run -d src/data-source.ts",
     "Exit code 1\nquery: SELECT * FROM current_schema()\nquery: SELECT * FROM \"migrations\" \"migrations\" ORDER BY "
     "\"id\" DESC\n1 migrations are new migrations must be executed.\nquery: START TRANSACTION\nquery: ALTER TABLE "
     "\"invoice\" ADD \"dueDate\" TIMESTAMP NOT NULL\nquery failed: ALTER TABLE \"invoice\" ADD \"dueDate\" TIMESTAMP NOT "
     "NULL\nerror: error: column \"dueDate\" of relation \"invoice\" contains null values\nquery: ROLLBACK\nError during "
     "migration run:\nQueryFailedError: column \"dueDate\" of relation \"invoice\" contains null values", True),
    ("say", "The table already has rows, so a NOT NULL column without a default can't be added. Giving it a default "
            "of now() keeps the constraint."),
    ("edit", "src/migrations/1736412345678-AddDueDate.ts",
     "await queryRunner.query(`ALTER TABLE \"invoice\" ADD \"dueDate\" TIMESTAMP NOT NULL`);",
     "await queryRunner.query(`ALTER TABLE \"invoice\" ADD \"dueDate\" TIMESTAMP NOT NULL DEFAULT now()`);"),
    ("bash", "npx typeorm-ts-node-commonjs migration:run -d src/data-source.ts 2>&1 | tail -4",
     "query: ALTER TABLE \"invoice\" ADD \"dueDate\" TIMESTAMP NOT NULL DEFAULT now()\nquery: INSERT INTO \"migrations\""
     "(\"timestamp\", \"name\") VALUES ($1, $2) -- PARAMETERS: [1736412345678,\"AddDueDate1736412345678\"]\nMigration "
     "AddDueDate1736412345678 has been executed successfully.\nquery: COMMIT", False),
    ("user", "the entity needs the default too, or the next generate will try to drop it again"),
    ("edit", "src/invoice/invoice.entity.ts", "@Column({ type: 'timestamp' })\n  dueDate: Date;",
     "@Column({ type: 'timestamp', default: () => 'now()' })\n  dueDate: Date;"),
    ("bash", "npx typeorm-ts-node-commonjs migration:generate src/migrations/Check -d src/data-source.ts --check",
     "No changes in database schema were found", False),
    ("bash", "npm run test:e2e",
     "Exit code 1\n\n> billing@0.9.0 test:e2e\n> jest --config ./test/jest-e2e.json\n\nFAIL test/invoice.e2e-spec.ts\n  ● "
     "Invoices › POST /invoices › sets a due date\n\n    Nest can't resolve dependencies of the InvoiceService (?). "
     "Please make sure that the argument \"InvoiceRepository\" at index [0] is available in the InvoiceModule context."
     "\n\nTests:       1 failed, 3 passed, 4 total", True),
    ("say", "InvoiceModule injects the repository but never imports TypeOrmModule.forFeature([Invoice])."),
    ("edit", "src/invoice/invoice.module.ts", "  imports: [],", "  imports: [TypeOrmModule.forFeature([Invoice])],"),
    ("bash", "npm run test:e2e -- --silent",
     "\n> billing@0.9.0 test:e2e\n> jest --config ./test/jest-e2e.json --silent\n\nPASS test/invoice.e2e-spec.ts\n\n"
     "Tests:       4 passed, 4 total\nTime:        3.412 s", False),
    ("user", "great, thanks"),
]

ZABBIX = [
    ("user", "add a zabbix item for the exporter spool: count the files in /var/spool/exporter. agent2 is installed "
             "on web-01 (this box) and web-03"),
    ("write", "/etc/zabbix/zabbix_agent2.d/spool.conf",
     "UserParameter=spool.depth,find /var/spool/exporter -type f | wc -l\n"),
    ("bash", "sudo systemctl restart zabbix-agent2 && zabbix_get -s 127.0.0.1 -k spool.depth", "0", False),
    ("bash", "sudo find /var/spool/exporter -type f | wc -l", "112", False),
    ("bash", "sudo -u zabbix find /var/spool/exporter -type f | wc -l",
     "find: '/var/spool/exporter': Permission denied\n0", False),
    ("say", "The agent runs as the zabbix user, which can't read the spool directory; find's error goes to stderr, "
            "which the agent drops, and wc counts 0."),
    ("bash", "sudo setfacl -m u:zabbix:rx /var/spool/exporter && zabbix_get -s 127.0.0.1 -k spool.depth", "112", False),
    ("user", "good. but on the server the item for web-03 says Unsupported item key"),
    ("bash", "ssh web-03 'zabbix_agent2 -t spool.depth'",
     "spool.depth                                   [m|ZBX_NOTSUPPORTED] [Unknown metric spool.depth]", False),
    ("bash", "ssh web-03 'ls /etc/zabbix/zabbix_agent2.d/ && grep -n ^Include /etc/zabbix/zabbix_agent2.conf'",
     "plugins.d\nspool.conf\n314:Include=/etc/zabbix/zabbix_agent2.d/plugins.d/*.conf", False),
    ("say", "On web-03 the agent only includes plugins.d/*.conf, so spool.conf one level up is never read. I'll add "
            "an Include for the directory and restart the agent."),
    ("tool", "Bash", {"command": "ssh web-03 'echo \"Include=/etc/zabbix/zabbix_agent2.d/*.conf\" | sudo tee -a "
                                 "/etc/zabbix/zabbix_agent2.conf && sudo systemctl restart zabbix-agent2'",
                      "description": "Add Include line on web-03 and restart agent"}, REJECTED, True),
    ("user", "no, don't restart agents on prod during business hours. I'll add the line and restart it tonight."),
    ("say", "Understood. The line is `Include=/etc/zabbix/zabbix_agent2.d/*.conf`; after the restart, "
            "`zabbix_agent2 -t spool.depth` should print a number instead of ZBX_NOTSUPPORTED."),
]

PGBACKREST = [
    ("user", "pgbackrest로 s3에 백업 설정해줘. stanza 이름은 main이고 설정은 /etc/pgbackrest/pgbackrest.conf 에 있어."),
    ("bash", "sudo -u postgres pgbackrest --stanza=main stanza-create",
     "Exit code 39\nP00   INFO: stanza-create command begin 2.54.0: --exec-id=20311-7a1c90e2 --log-level-console=info "
     "--pg1-path=/var/lib/postgresql/16/main --repo1-s3-bucket=acme-pg-backup "
     "--repo1-s3-endpoint=s3.eu-central-1.amazonaws.com --repo1-s3-region=eu-central-1 --repo1-type=s3 --stanza=main\n"
     "ERROR: [039]: HTTP request failed with 301 (Moved Permanently):\n            *** Path/Query ***\n            GET "
     "/?delimiter=%2F&list-type=2&prefix=var%2Flib%2Fpgbackrest%2Farchive%2Fmain%2F\nP00   INFO: stanza-create command "
     "end: aborted with exception [039]", True),
    ("say", "301은 버킷이 설정한 리전(eu-central-1)에 없다는 뜻일 가능성이 큽니다. 버킷 리전을 확인해볼게요."),
    ("bash", "aws s3api get-bucket-location --bucket acme-pg-backup", "{\n    \"LocationConstraint\": \"eu-west-1\"\n}",
     False),
    ("edit", "/etc/pgbackrest/pgbackrest.conf",
     "repo1-s3-endpoint=s3.eu-central-1.amazonaws.com\nrepo1-s3-region=eu-central-1",
     "repo1-s3-endpoint=s3.eu-west-1.amazonaws.com\nrepo1-s3-region=eu-west-1"),
    ("bash", "sudo -u postgres pgbackrest --stanza=main stanza-create 2>&1 | tail -2",
     "P00   INFO: stanza-create for stanza 'main' on repo1\nP00   INFO: stanza-create command end: completed "
     "successfully (1843ms)", False),
    ("bash", "sudo -u postgres pgbackrest --stanza=main check",
     "Exit code 82\nP00   INFO: check command begin 2.54.0: --exec-id=20544-0b9d3f11 --log-level-console=info "
     "--stanza=main\nP00   INFO: check repo1 configuration (primary)\nP00   INFO: check repo1 archive for WAL (primary)\n"
     "ERROR: [082]: WAL segment 000000010000000000000003 was not archived before the 60000ms timeout\n       HINT: "
     "check the archive_command to ensure that all options are correct (especially --stanza).\n       HINT: check the "
     "PostgreSQL server log for errors.\n       HINT: run the 'start' command if the stanza was previously stopped.\n"
     "P00   INFO: check command end: aborted with exception [082]", True),
    ("bash", "sudo -u postgres psql -Atc 'show archive_mode' -c 'show archive_command'",
     "off\npgbackrest --stanza=main archive-push %p", False),
    ("say", "archive_command는 맞는데 archive_mode가 off라서 WAL이 아카이브되지 않습니다. 켜겠습니다."),
    ("bash", "sudo -u postgres psql -c \"ALTER SYSTEM SET archive_mode = 'on'\"", "ALTER SYSTEM", False),
    ("bash", "sudo -u postgres psql -c 'SELECT pg_reload_conf()' && sudo -u postgres pgbackrest --stanza=main check",
     "Exit code 82\n pg_reload_conf \n----------------\n t\n(1 row)\n\nP00   INFO: check command begin 2.54.0: "
     "--exec-id=20611-5e2c7a40 --log-level-console=info --stanza=main\nP00   INFO: check repo1 configuration "
     "(primary)\nP00   INFO: check repo1 archive for WAL (primary)\nERROR: [082]: WAL segment 000000010000000000000004 "
     "was not archived before the 60000ms timeout\nP00   INFO: check command end: aborted with exception [082]", True),
    ("say", "reload로는 archive_mode가 바뀌지 않습니다(postmaster 파라미터라 재시작이 필요해요). "
            "`sudo systemctl restart postgresql@16-main` 후에 check를 다시 돌려야 합니다. 지금 재시작해도 될까요?"),
    ("user", "지금은 안 돼. 트래픽 많은 시간이라 재시작은 밤에 내가 할게."),
    ("say", "알겠습니다. 재시작 후 `pgbackrest --stanza=main check`가 통과하면 full 백업을 돌리시면 됩니다."),
    ("user", "ㅇㅋ 고마워. 아 그리고 아까 버킷 리전 고친 건 잘 됐어, stanza 생긴 거 콘솔에서 봤어."),
]

REDPANDA = [
    ("user", "start a single redpanda broker in docker, create the orders topic with 6 partitions and produce a "
             "test record from the mac"),
    ("bash", "docker run -d --name rp -p 9092:9092 -p 9644:9644 docker.redpanda.com/redpandadata/redpanda:v24.2.7 "
             "redpanda start --mode dev-container --smp 1",
     "8c1f0e2d9a7b3c55e0f41d2a9b7c6e13f08a2d4c9b1e7f30a6d5c2b8e9f01a47", False),
    ("bash", "rpk topic create orders -p 6 -X brokers=localhost:9092",
     "Exit code 1\nunable to create topics [orders]: unable to dial: dial tcp: lookup 8c1f0e2d9a7b on 192.168.1.1:53: "
     "no such host", True),
    ("bash", "rpk cluster info -X brokers=localhost:9092",
     "CLUSTER\n=======\nredpanda.3f0c1b4e-9d2a-4c71-8e5f-0a6b7d2c9e41\n\nBROKERS\n=======\nID    HOST          PORT\n"
     "0*    8c1f0e2d9a7b  9092", False),
    ("say", "The seed connection works, but the broker advertises its container hostname, which the Mac can't "
            "resolve. The container needs `--advertise-kafka-addr` pointing at localhost."),
    ("bash", "docker rm -f rp && docker run -d --name rp -p 9092:9092 -p 9644:9644 "
             "docker.redpanda.com/redpandadata/redpanda:v24.2.7 redpanda start --mode dev-container --smp 1 "
             "--kafka-addr 0.0.0.0:9092 --advertise-kafka-addr localhost:9092",
     "rp\n41d7a9c0b3e2f5a6d8c1b0e9f7a3d2c4b6e8f0a1c3d5e7f9b2a4c6d8e0f1a3b5", False),
    ("bash", "rpk topic create orders -p 6 -X brokers=localhost:9092 && echo '{\"id\":1}' | rpk topic produce orders "
             "-X brokers=localhost:9092",
     "TOPIC   STATUS\norders  OK\nProduced to partition 3 at offset 0 with timestamp 1736501122931.", False),
    ("user", "now set retention to 1 day on it"),
    ("bash", "rpk topic alter-config orders --set retention.ms=1d -X brokers=localhost:9092",
     "Exit code 1\nTOPIC   STATUS\norders  INVALID_CONFIG: Invalid value 1d for configuration retention.ms: Not a "
     "number of type LONG", True),
    ("bash", "rpk topic alter-config orders --set retention.ms=86400000 -X brokers=localhost:9092",
     "TOPIC   STATUS\norders  OK", False),
    ("user", "can you set up an rpk profile so I don't have to pass -X brokers every time?"),
    ("bash", "rpk profile create local --set brokers=localhost:9092 --set admin.hosts=localhost:9644",
     "Created and switched to new profile \"local\".", False),
    ("bash", "rpk topic describe orders -c | grep retention.ms",
     "retention.ms                             86400000                  DYNAMIC_TOPIC_CONFIG", False),
    ("user", "perfect, thanks"),
]

GHDL = [
    ("user", "run the cocotb tests for the uart_rx entity, they're in tb/ and the Makefile uses SIM=ghdl"),
    ("bash", "cd tb && make SIM=ghdl",
     "Exit code 2\nrm -f results.xml\nmake -f Makefile results.xml\nmkdir -p sim_build\nghdl -i --work=work "
     "--workdir=sim_build /home/tomas/fpga/rtl/uart_rx.vhd\nghdl -m --work=work --workdir=sim_build uart_rx\n"
     "/home/tomas/fpga/rtl/uart_rx.vhd:57:16:error: all sensitized process allowed only in vhdl 08\nghdl:error: "
     "compilation error\nmake[1]: *** [/home/tomas/.local/lib/python3.11/site-packages/cocotb/share/makefiles/"
     "simulators/Makefile.ghdl:67: sim_build/uart_rx] Error 1\nmake: *** [Makefile:23: sim] Error 2", True),
    ("edit", "tb/Makefile", "SIM ?= ghdl\nTOPLEVEL_LANG ?= vhdl",
     "SIM ?= ghdl\nTOPLEVEL_LANG ?= vhdl\nCOMPILE_ARGS += --std=08"),
    ("bash", "cd tb && make SIM=ghdl 2>&1 | tail -4",
     "ghdl -r --work=work --workdir=sim_build uart_rx --vpi=/home/tomas/.local/lib/python3.11/site-packages/cocotb/"
     "libs/libcocotbvpi_ghdl.so\nghdl:error: cannot find entity or configuration uart_rx\nmake[1]: *** "
     "[Makefile.ghdl:74: results.xml] Error 1\nmake: *** [Makefile:23: sim] Error 2", False),
    ("say", "Analysis used --std=08 now, but the `ghdl -r` step still looks in the VHDL-93 library. COMPILE_ARGS only "
            "reaches the analysis; GHDL_ARGS is passed to every ghdl step. (Also note the tail hid make's exit status.)"),
    ("edit", "tb/Makefile", "COMPILE_ARGS += --std=08", "GHDL_ARGS += --std=08"),
    ("bash", "cd tb && make SIM=ghdl 2>&1 | tail -8",
     "AssertionError: framing_error not asserted after bad stop bit\nassert 0 == 1\n*****************************************"
     "*********************************************\n** TEST                          STATUS  SIM TIME (ns)  REAL TIME "
     "(s)  RATIO (ns/s) **\n** test_uart_rx.test_receive_byte   PASS      104170.00           0.41     254073.17  **\n"
     "** test_uart_rx.test_framing_error  FAIL       52090.00           0.22     236772.73  **\n** TESTS=2 PASS=1 FAIL=1 "
     "SKIP=0                 156260.00           0.71     220084.51  **", False),
    ("say", "The simulation runs now. test_framing_error checks framing_error one clock after the stop bit starts, "
            "but the RTL samples the stop bit in the middle of the bit period."),
    ("tool", "Read", {"file_path": "/home/tomas/fpga/tb/test_uart_rx.py"},
     "    40→    await send_bits(dut, [0, 1, 0, 1, 1, 0, 0, 1, 0])\n    41→    await ClockCycles(dut.clk, 1)\n    42→    "
     "assert dut.framing_error.value == 1, \"framing_error not asserted after bad stop bit\"", False),
    ("edit", "tb/test_uart_rx.py", "    await ClockCycles(dut.clk, 1)\n    assert dut.framing_error.value == 1",
     "    await ClockCycles(dut.clk, CLKS_PER_BIT // 2 + 1)\n    assert dut.framing_error.value == 1"),
    ("bash", "cd tb && make SIM=ghdl 2>&1 | grep -E 'TESTS=|FAIL '",
     "** TESTS=2 PASS=2 FAIL=0 SKIP=0                 182301.00           0.69     264204.35  **", False),
    ("user", "👍 merged"),
]

KICAD_EXE = "& \"C:\\Program Files\\KiCad\\8.0\\bin\\kicad-cli.exe\""
KICAD = [
    ("user", "export gerbers and drill files for the board in C:\\Users\\lena\\hw\\sensor-board and render the "
             "enclosure STL from enclosure.scad. KiCad 8 is installed."),
    ("bash", "kicad-cli pcb export gerbers -o gerbers/ sensor-board.kicad_pcb",
     "Exit code 1\nkicad-cli: The term 'kicad-cli' is not recognized as a name of a cmdlet, function, script file, or "
     "executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct "
     "and try again.", True),
    ("bash", KICAD_EXE + " pcb export gerbers -o gerbers\\ sensor-board.kicad_pcb",
     "Loading board\nPlotted to 'C:\\Users\\lena\\hw\\sensor-board\\gerbers\\sensor-board-F_Cu.gtl'.\nPlotted to "
     "'C:\\Users\\lena\\hw\\sensor-board\\gerbers\\sensor-board-B_Cu.gbl'.\nPlotted to 'C:\\Users\\lena\\hw\\sensor-board"
     "\\gerbers\\sensor-board-F_Mask.gts'.\nPlotted to 'C:\\Users\\lena\\hw\\sensor-board\\gerbers\\sensor-board-B_Mask."
     "gbs'.\nPlotted to 'C:\\Users\\lena\\hw\\sensor-board\\gerbers\\sensor-board-F_Silkscreen.gto'.\nPlotted to "
     "'C:\\Users\\lena\\hw\\sensor-board\\gerbers\\sensor-board-B_Silkscreen.gbo'.\nDone.", False),
    ("bash", KICAD_EXE + " pcb export drill -o gerbers\\ sensor-board.kicad_pcb",
     "Loading board\nCreated file 'C:\\Users\\lena\\hw\\sensor-board\\gerbers\\sensor-board-PTH.drl'\nCreated file "
     "'C:\\Users\\lena\\hw\\sensor-board\\gerbers\\sensor-board-NPTH.drl'\nDone.", False),
    ("bash", "openscad -o enclosure.stl enclosure.scad",
     "Exit code 1\nWARNING: Can't open library 'BOSL2/std.scad'.\nWARNING: Ignoring unknown module 'cuboid' in file "
     "enclosure.scad, line 8\nWARNING: Ignoring unknown module 'cyl' in file enclosure.scad, line 15\nCurrent top level "
     "object is empty.", True),
    ("bash", "Get-ChildItem $env:USERPROFILE\\Documents\\OpenSCAD\\libraries",
     "\n    Directory: C:\\Users\\lena\\Documents\\OpenSCAD\\libraries\n\nMode                 LastWriteTime         "
     "Length Name\n----                 -------------         ------ ----\nd----          02.11.2024    10:14          "
     "      BOSL2-master", False),
    ("say", "The library was unzipped as BOSL2-master, but enclosure.scad includes BOSL2/std.scad, so OpenSCAD finds "
            "nothing and every BOSL2 module is unknown. Renaming the folder fixes the include."),
    ("bash", "Rename-Item $env:USERPROFILE\\Documents\\OpenSCAD\\libraries\\BOSL2-master BOSL2; openscad -o "
             "enclosure.stl enclosure.scad",
     "Geometries in cache: 41\nGeometry cache size in bytes: 3188416\nCGAL Polyhedrons in cache: 0\nCGAL cache size in "
     "bytes: 0\nTotal rendering time: 0:00:07.412\n   Top level object is a 3D object:\n   Simple:        yes\n   "
     "Vertices:     5204\n   Facets:       5387\n   Volumes:         3", False),
    ("user", "the fab house says the gerber zip has no board outline"),
    ("bash", "Get-ChildItem gerbers | Select-Object Name",
     "\nName\n----\nsensor-board-B_Cu.gbl\nsensor-board-B_Mask.gbs\nsensor-board-B_Silkscreen.gbo\nsensor-board-F_Cu.gtl"
     "\nsensor-board-F_Mask.gts\nsensor-board-F_Silkscreen.gto\nsensor-board-NPTH.drl\nsensor-board-PTH.drl", False),
    ("say", "Edge.Cuts is missing: without --layers, kicad-cli plots only the layers selected in the board's own plot "
            "settings, and Edge.Cuts isn't selected there."),
    ("bash", KICAD_EXE + " pcb export gerbers --layers \"F.Cu,B.Cu,F.Mask,B.Mask,F.Silkscreen,B.Silkscreen,Edge.Cuts\" "
                         "-o gerbers\\ sensor-board.kicad_pcb",
     "Loading board\nPlotted to 'C:\\Users\\lena\\hw\\sensor-board\\gerbers\\sensor-board-F_Cu.gtl'.\nPlotted to "
     "'C:\\Users\\lena\\hw\\sensor-board\\gerbers\\sensor-board-B_Cu.gbl'.\nPlotted to 'C:\\Users\\lena\\hw\\sensor-board"
     "\\gerbers\\sensor-board-Edge_Cuts.gm1'.\nDone.", False),
    ("user", "ok I'll zip it up and send it again"),
]

LAZARUS = [
    ("user", "build the inventory tool with lazbuild from cmd, Release mode, then run the fpcunit console tests in "
             "tests\\"),
    ("bash", "lazbuild --build-mode=Release inventory.lpi",
     "Exit code 2\nHint: (lazarus) [RunTool] C:\\lazarus\\fpc\\3.2.2\\bin\\x86_64-win64\\fpc.exe \"-MObjFPC\" \"-Scghi\" "
     "\"-O3\" \"-g\" ...\nunits\\dbgrid_ext.pas(14,3) Fatal: Cannot find unit ZDataset used by dbgrid_ext. Check if "
     "package zcomponent is in the dependencies of the Project Inspector.\nError: (lazarus) Compile Project, Mode: "
     "Release, Target: inventory.exe: stopped with exit code 1\nError: [TLazarusBuildManager.CompileProject]: stopped "
     "with exit code 1", True),
    ("say", "The project depends on ZeosLib's zcomponent package, which this lazbuild doesn't know about. lazbuild "
            "can register it with --add-package-link."),
    ("bash", "lazbuild --add-package-link C:\\dev\\zeoslib\\packages\\lazarus\\zcomponent.lpk",
     "Hint: (lazarus) [TLazPackageGraph.AddPackageLink] zcomponent 8.0.0 C:\\dev\\zeoslib\\packages\\lazarus\\"
     "zcomponent.lpk", False),
    ("bash", "lazbuild --build-mode=Release inventory.lpi | findstr /c:\"lines compiled\" /c:\"Error\"",
     "(1008) 18342 lines compiled, 6.1 sec", False),
    ("bash", "lazbuild tests\\inventory_tests.lpi && tests\\inventory_tests.exe --all --format=plain",
     "Exit code 1\n Time:00.031 N:12 E:1 F:0 I:0\n  TStockTests Time:00.012 N:5 E:1 F:0 I:0\n    00.003  "
     "Test_ParseQuantity  Error: EConvertError: \"1.5\" is an invalid float\n  TLocationTests Time:00.011 N:7 E:0 F:0 "
     "I:0\n\nNumber of run tests: 12\nNumber of errors:    1\nNumber of failures:  0", True),
    ("bash", "powershell -NoProfile -Command \"(Get-Culture).Name; (Get-Culture).NumberFormat.NumberDecimalSeparator\"",
     "de-DE\n,", False),
    ("say", "This machine is de-DE, so StrToFloat uses ',' as the decimal separator from DefaultFormatSettings. "
            "ParseQuantity should parse with its own TFormatSettings."),
    ("edit", "src\\stock.pas",
     "function ParseQuantity(const S: string): Double;\nbegin\n  Result := StrToFloat(S);",
     "function ParseQuantity(const S: string): Double;\nvar\n  InvariantFS: TFormatSettings;\nbegin\n  InvariantFS := "
     "DefaultFormatSettings;\n  InvariantFS.DecimalSeparator := '.';\n  Result := StrToFloat(S, InvariantFS);"),
    ("bash", "lazbuild tests\\inventory_tests.lpi && tests\\inventory_tests.exe --all --format=plain --suite=TStockTests",
     " Time:00.010 N:5 E:0 F:0 I:0\n  TStockTests Time:00.010 N:5 E:0 F:0 I:0\n\nNumber of run tests: 5\nNumber of "
     "errors:    0\nNumber of failures:  0", False),
    ("user", "can you also make the release exe smaller? it's 14 MB, I think it still carries debug info"),
    ("say", "The Release mode still has -g in its compiler options. Should I pass `--opt=-Xs` and `--opt=-g-` to "
            "lazbuild in the build script, or would you rather change the Release build mode in the .lpi?"),
    ("user", "neither for now, leave the lpi alone. I'll look at the build mode in the IDE later. done for today."),
]

SOURCES = {"s01-vitepress-base": ("/home/dev/handbook", "2027-01-04T09:02:00Z", "fix/pages-base", VITEPRESS),
           "s02-nest-typeorm": ("/Users/mina/code/billing", "2027-01-04T13:40:00Z", "feat/due-date", NEST),
           "s03-zabbix-spool": ("/root", "2027-01-05T08:15:00Z", "HEAD", ZABBIX),
           "s04-pgbackrest-ko": ("/home/dba/pgbackrest", "2027-01-05T10:30:00Z", "main", PGBACKREST),
           "s05-redpanda-rpk": ("/Users/sam/streams", "2027-01-06T15:05:00Z", "main", REDPANDA),
           "s06-ghdl-cocotb": ("/home/tomas/fpga", "2027-01-07T09:45:00Z", "uart-rx", GHDL),
           "s07-kicad-openscad": ("C:\\Users\\lena\\hw\\sensor-board", "2027-01-07T14:20:00Z", "rev-b", KICAD),
           "s08-lazbuild-cmd": ("C:\\dev\\inventory", "2027-01-08T08:50:00Z", "release/3.2", LAZARUS)}
