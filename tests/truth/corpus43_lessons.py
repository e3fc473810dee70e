"""Labelled lessons of corpus43, part one: the Barman, osm2pgsql, tippecanoe/martin, PDAL and OCRmyPDF sessions.
Each label was written from the session text (corpus43_sources.py) before anything judged the lesson."""
from __future__ import annotations

from tests.truth.corpus43_common import gotcha, knowledge

BAR, OSM, TIL, PDL, OCR = ("barman-pg16-streaming", "osm2pgsql-flex-berlin", "tippecanoe-martin-z14", "pdal-dtm-pwsh",
                           "ocrmypdf-kor-zsh")

RECORDS = [
    gotcha(1, BAR, "real shown rerun_passes", (
        "Barman switch-wal times out until db1's pg_hba.conf lets streaming_barman replicate",
        "`barman switch-wal --force --archive pg16` waits 30 seconds and errors; the WAL segment never arrives.",
        "The slot and barman cron look fine, so the timeout hides that pg_receivewal cannot even log in.",
        "db1's pg_hba.conf has no replication line for the streaming user from the Barman host; barman.log shows it.",
        "Append `hostssl replication streaming_barman 10.0.4.12/32 scram-sha-256` on db1, reload postgres, re-run "
        "`barman cron` and the switch-wal."),
        "`barman switch-wal --force --archive pg16` → `ERROR: The WAL file 000000010000000000000003 has not been "
        "received in 30 seconds`; barman.log: `no pg_hba.conf entry for replication connection from host "
        "\"10.0.4.12\", user \"streaming_barman\"`. After appending `hostssl replication streaming_barman "
        "10.0.4.12/32 scram-sha-256` and reloading, the re-run printed `Processing xlog segments from streaming "
        "for pg16`.",
        "switch-wal timed out and the log tail named the missing pg_hba entry; the line was appended and postgres "
        "reloaded over ssh, then the re-run `barman cron && sleep 5 && barman switch-wal` received segment ...03 "
        "without an error.",
        ["code spans", "arrow", "nested double quotes", "outcome words"],
        {"failure": "has not been received in 30 seconds",
         "fix": "hostssl replication streaming_barman 10.0.4.12/32 scram-sha-256",
         "evidence": "barman cron && sleep 5 && barman switch-wal"}, cat="env_setup"),
    gotcha(2, BAR, "real shown fix_ran", (
        "barman check fails on the replication slot until receive-wal creates it",
        "`barman check` lists `replication slot: FAILED` and `receive-wal running: FAILED` on a new server.",
        "`streaming_archiver = on` in the server config does not create the slot by itself.",
        "Barman expects a physical slot named by `slot_name`; nothing creates it until asked.",
        "Run `barman receive-wal --create-slot pg16` once, then `barman cron`."),
        "barman check reported \"replication slot: FAILED (slot 'barman' not initialised: is 'receive-wal' "
        "running?)\"; running barman receive-wal --create-slot pg16 answered \"Replication slot 'barman' created\", "
        "and the last barman check of the session shows \"replication slot: OK\".",
        "The first check failed on the slot; the create-slot call succeeded, and the final check (after the pg_hba "
        "fix and a backup) lists the slot as OK.",
        ["prose", "double quotes", "nested single quotes"],
        {"failure": "slot 'barman' not initialised", "fix": "Replication slot 'barman' created",
         "evidence": "replication slot: OK"}),
    knowledge(3, BAR, "real knowledge", (
        "barman backup --wait returns only when the closing WAL segment is archived",
        "Taking the first Barman backup of a server that streams WAL.",
        "Use `barman backup <server> --wait` so the command waits for the backup's last WAL segment before it "
        "returns.",
        "A backup without its end WAL cannot be restored; --wait makes the first backup usable as soon as the "
        "command returns, and `barman check` then passes minimum redundancy."),
        "```\n$ barman backup pg16 --wait\nBackup completed (start time: 2025-03-12 10:15:22.418201, elapsed time: "
        "44 seconds)\nWaiting for the WAL file 000000010000000000000004 from server 'pg16'\n```",
        "The backup output shows it completed and then waited for segment ...04, which it then processed; the "
        "following check reports minimum redundancy OK.",
        ["fenced block with $ prompt", "multi-line output"],
        {"evidence": "Waiting for the WAL file 000000010000000000000004"}),
    gotcha(4, BAR, "invented not_shown names_false_claim", (
        "Creating the Barman slot is all a fresh streaming server needs",
        "receive-wal is reported as not running by `barman check`.",
        "Looking for network or pg_hba problems when only the slot is missing.",
        "The replication slot had not been created.",
        "Run `barman receive-wal --create-slot pg16`; WAL then streams."),
        "After running `barman receive-wal --create-slot pg16`, the next `barman switch-wal --force --archive "
        "pg16` succeeded and the WAL file 000000010000000000000003 arrived within the 30 seconds.",
        "False outcome: the switch-wal right after the slot creation failed ('has not been received in 30 "
        "seconds'); it only passed after the pg_hba line was added.",
        ["GPT-style After running", "code spans", "false outcome"],
        {"evidence": "barman switch-wal --force --archive pg16", "fix": "Replication slot 'barman' created"}),
    gotcha(5, BAR, "invented not_shown other_call_error", (
        "barman backup aborts on a missing pg_hba replication entry",
        "`barman backup pg16 --wait` stops before copying anything.",
        "pg_basebackup connects as a replication client, so it needs the same pg_hba line as streaming.",
        "No pg_hba.conf entry for the Barman host's replication connection.",
        "Add the hostssl replication line on the database server before the first backup."),
        "`barman backup pg16 --wait` failed: `FATAL:  no pg_hba.conf entry for replication connection from host "
        "\"10.0.4.12\"`",
        "The quoted FATAL is from the barman.log tail; the backup call ran after the fix and completed "
        "('Backup completed ... elapsed time: 44 seconds').",
        ["code spans", "error from another call"],
        {"evidence": "barman backup pg16 --wait"}),
    gotcha(6, BAR, "invented not_shown near_miss", (
        "Barman names the physical slot after the server",
        "Monitoring looks for a slot called `barman` and finds none.",
        "Assuming the slot name is fixed.",
        "The slot is named after the Barman server section.",
        "Look the slot up under the server's name in pg_replication_slots."),
        "`Replication slot 'barman_pg16' created` — Barman names the slot after the server",
        "The session created `Replication slot 'barman' created`; no slot named barman_pg16 appears anywhere.",
        ["code span", "em dash"],
        {"evidence": "barman receive-wal --create-slot pg16"}),

    gotcha(7, OSM, "real shown rerun_passes", (
        "osm2pgsql flex import needs PostGIS created by a superuser first",
        "The flex import stops at table creation with `type \"geometry\" does not exist`.",
        "The import role can create tables but not the extension, so running CREATE EXTENSION as it fails too.",
        "PostGIS was not installed in the gis database, and only a privileged role may create it.",
        "Run `CREATE EXTENSION postgis;` as postgres, then re-run the import as the osm role."),
        ["Bash(osm2pgsql -d gis -U osm -O flex -S berlin.lua berlin-latest.osm.pbf) → ERROR:  type \"geometry\" "
         "does not exist",
         "Bash(psql -d gis -U osm -c 'CREATE EXTENSION postgis;') → permission denied to create extension "
         "\"postgis\"",
         "Bash(psql -d gis -U postgres -c 'CREATE EXTENSION postgis;') → CREATE EXTENSION",
         "same import again → osm2pgsql took 71s (1m 11s) overall."],
        "The import failed on the geometry type, the osm role could not create the extension, postgres could; the "
        "identical import command then finished in 71s.",
        ["list of citations", "tool-call notation", "arrows"],
        {"failure": "type \"geometry\" does not exist",
         "fix": "psql -d gis -U postgres -c 'CREATE EXTENSION postgis;'",
         "evidence": "osm2pgsql took 71s (1m 11s) overall."}, cat="env_setup"),
    gotcha(8, OSM, "real not_shown question_offers_flag", (
        "osm2pgsql-replication cannot update a non-slim import",
        "`osm2pgsql-replication init` refuses the database right after a successful import.",
        "The default import drops the middle tables, which updates need.",
        "The import ran without `--slim`.",
        "Re-import with `--slim` (and `--flat-nodes` for the node cache) before setting up replication."),
        "`osm2pgsql-replication init -d gis -U osm` → `Database was imported without --slim; replication updates "
        "need the middle tables.` Fix: re-import with `--slim --flat-nodes nodes.cache`.",
        "The slim re-import was only offered as a question and the person declined ('not now, tomorrow'); it "
        "never ran in the session.",
        ["code spans", "arrow"],
        {"failure": "Database was imported without --slim", "fix": "want me to re-run it with"}),
    knowledge(9, OSM, "real knowledge", (
        "Homebrew Postgres tools default to the macOS login name as the role",
        "Connecting osm2pgsql or psql to a Homebrew postgresql@16 on macOS.",
        "Check the service with `brew services list`, then pass `-U <role>` (here `osm`) instead of relying on "
        "the default user.",
        "Without -U the client uses the login name, which has no role in a Homebrew cluster created for another "
        "user."),
        "`brew services list` showed postgresql@16 [32mstarted[0m, yet osm2pgsql failed with `FATAL:  role "
        "\"jule\" does not exist`; with `-U osm` it connected and got to `Database version: 16.2`.",
        "The service listing shows postgres running; the first import failed on role jule, the `-U osm` run "
        "printed the database version (then failed later for another reason, which this lesson does not claim).",
        ["code spans", "ANSI codes without escape byte, unquoted"],
        {"evidence": "postgresql@16", "failure": "role \"jule\" does not exist"},
        cat="env_setup"),
    gotcha(10, OSM, "invented not_shown names_false_claim", (
        "osm2pgsql on Homebrew fails on the role until -U is given",
        "The import fails with `role \"jule\" does not exist`.",
        "Assuming the database owner is the login user.",
        "psql and osm2pgsql default to the login name.",
        "Pass `-U osm`."),
        "Passing `-U osm` fixed it — `osm2pgsql -d gis -U osm -O flex -S berlin.lua berlin-latest.osm.pbf` then "
        "ran through on the first try.",
        "The first `-U osm` run failed with `type \"geometry\" does not exist`; only the run after CREATE "
        "EXTENSION passed.",
        ["code spans", "false outcome", "first try"],
        {"evidence": "osm2pgsql -d gis -U osm -O flex -S berlin.lua berlin-latest.osm.pbf"}),
    knowledge(11, OSM, "invented near_miss", (
        "osm2pgsql's flex output logs the PostGIS version before creating tables",
        "Checking which PostGIS an osm2pgsql import will use.",
        "Read the first lines of the import log.",
        "It prints its own version, the server version and the PostGIS version first."),
        "`osm2pgsql version 1.10.0` … `PostGIS version: 3.4`",
        "The session's osm2pgsql prints `osm2pgsql version 1.11.0`; 1.10.0 appears nowhere.",
        ["code spans", "ellipsis"],
        {"evidence": "PostGIS version: 3.4"}),

    gotcha(12, TIL, "real shown fix_ran", (
        "tippecanoe will not overwrite an existing mbtiles without --force",
        "tippecanoe exits at once: `buildings.mbtiles: file exists`.",
        "Re-running a build script leaves the old tileset in place and the new build never starts.",
        "tippecanoe refuses to delete an existing output file.",
        "Add `--force` (or `-f`)."),
        "tippecanoe said \"buildings.mbtiles: file exists\" and \"Use -f or --force to delete it before writing\"; "
        "with --force the same build wrote the tileset (Choosing a maxzoom of -z12 …).",
        "The first call failed on the existing file; the --force call ran and tiled the features.",
        ["prose", "double quotes", "ellipsis"],
        {"failure": "buildings.mbtiles: file exists",
         "fix": "tippecanoe -o buildings.mbtiles -zg --force buildings.geojson",
         "evidence": "Choosing a maxzoom of -z12"}, cat="tool_quirk"),
    gotcha(13, TIL, "real shown person_confirms", (
        "tippecanoe -zg can stop below the zoom the map asks for",
        "Tiles at z14 are empty while lower zooms render.",
        "`-zg` guesses the maximum zoom from feature spacing, and martin serves mbtiles without overzooming.",
        "The guessed maxzoom was 12.",
        "Set `-z14 -Z10` explicitly, with `--drop-densest-as-needed` for oversized tiles."),
        "`Choosing a maxzoom of -z12 for features about 95 feet (29 meters) apart` → rebuilt with `-z14 -Z10 "
        "--drop-densest-as-needed` → `curl … /buildings/14/8802/5373` gave `200 48213`; user: \"works in "
        "maplibre now 👍\"",
        "The guessed maxzoom was 12; after the explicit -z14 build a z14 tile returned 200 with 48 kB and the "
        "person confirmed it works in MapLibre.",
        ["code spans", "arrows", "ellipsis", "person confirms"],
        {"failure": "gave empty tiles at z14", "fix": "-z14 -Z10 --drop-densest-as-needed --force",
         "evidence": "works in maplibre now"}, cat="build_config"),
    gotcha(14, TIL, "real not_shown only_suggested", (
        "martin listening on 127.0.0.1 is unreachable from other machines",
        "Tiles work on the server but colleagues get connection refused on port 3000.",
        "The config file looks right and curl on the host succeeds.",
        "`listen_addresses: '127.0.0.1:3000'` binds loopback only.",
        "Set `listen_addresses: '0.0.0.0:3000'` (behind a firewall rule) and restart martin."),
        "Subagent: `listen_addresses: '127.0.0.1:3000'`; colleague: connection refused on http://tiles01:3000; "
        "change to `listen_addresses: '0.0.0.0:3000'`.",
        "The change was only proposed; the person will do it on Monday with the firewall people and martin was "
        "never restarted with it.",
        ["code spans", "semicolon list"],
        {"failure": "gets connection refused on http://tiles01:3000", "fix": "Changing it to"}, cat="env_setup"),
    knowledge(15, TIL, "real knowledge", (
        "martin names an mbtiles source after the file stem",
        "Serving a directory of mbtiles with martin.",
        "Declare `mbtiles: paths: [dir]` and request `/<file stem>/{z}/{x}/{y}`; `/catalog` lists the ids.",
        "No id needs to be configured; the catalog confirms what martin picked up."),
        "Task \"check martin config\" → source id is the file stem, `buildings`; tiles at "
        "`http://localhost:3000/buildings/{z}/{x}/{y}`; `/catalog` lists `\"buildings\"`.",
        "The subagent's reply gives the stem rule and URL; the later catalog call lists buildings.",
        ["Task citation", "arrow", "code spans", "double quotes"],
        {"evidence": "so the source id is the file stem"}),
    gotcha(16, TIL, "invented not_shown other_call_error", (
        "tippecanoe -zg builds still hit the 500 kB tile limit",
        "A `-zg` build warns about oversized tiles.",
        "Guessing the zoom does not keep tiles small.",
        "Dense buildings exceed 500000 bytes per tile.",
        "Add `--drop-densest-as-needed`."),
        "`tippecanoe -o buildings.mbtiles -zg --force buildings.geojson` warned `Tile 14/8802/5373 size is 612884 "
        "with detail 12, >500000`",
        "The size warning came from the later `-z14 -Z10 --drop-densest-as-needed` build; the -zg build stopped "
        "at z12 with no warning.",
        ["code spans", "warning from another call"],
        {"evidence": "tippecanoe -o buildings.mbtiles -zg --force buildings.geojson"}),
    gotcha(17, TIL, "invented not_shown invented_detail", (
        "martin needs its listen address on the command line",
        "martin starts but tiles are not served.",
        "Relying on the config file for the bind address.",
        "The listen address was not given.",
        "Start martin with `--listen-addresses`."),
        "Started martin with `martin --config martin.yaml --listen-addresses 0.0.0.0:3000` and the tile came back "
        "`200 48213`",
        "martin was started only as `martin --config martin.yaml`; no --listen-addresses flag was ever run.",
        ["code spans", "invented flag"],
        {"evidence": "200 48213"}),

    gotcha(18, PDL, "real shown edit_then_pass", (
        "Windows paths in a PDAL pipeline.json need doubled backslashes",
        "`pdal pipeline` fails before reading anything: `Bad escape sequence in string`.",
        "The path looks normal in the editor; JSON treats `\\U`, `\\m`, `\\l` as escapes.",
        "Single backslashes in a JSON string are escape characters.",
        "Double every backslash (or write the path with forward slashes)."),
        "pdal: `Bad escape sequence in string` (Line 3, Column 18) for `\"filename\": "
        "\"C:\\Users\\mreyes\\lidar\\tile_0412.laz\"`; Edit(pipeline.json) doubled them to "
        "`C:\\\\Users\\\\mreyes\\\\lidar\\\\tile_0412.laz`; after `New-Item -ItemType Directory out` the pipeline "
        "printed `exit=0`.",
        "The parse error went away after the edit (the next run failed later, in writers.gdal), and once out/ "
        "existed the pipeline ran with exit=0.",
        ["Windows paths single and doubled backslashes", "tool-call notation", "code spans"],
        {"failure": "Bad escape sequence in string", "fix": "C:\\\\Users\\\\mreyes\\\\lidar\\\\tile_0412.laz",
         "evidence": "exit=0"}, cat="build_config"),
    gotcha(19, PDL, "real shown fix_ran", (
        "PDAL's writers.gdal does not create the output directory",
        "The pipeline runs the filters and then fails to write the GeoTIFF.",
        "The error names the file, not the missing folder.",
        "out\\ did not exist and GDAL does not create parent directories.",
        "Create the directory before running the pipeline."),
        "writers.gdal: `C:/Users/mreyes/lidar/out/dtm.tif: No such file or directory` → `New-Item -ItemType "
        "Directory out` → `exit=0`",
        "The writer failed on the missing folder; New-Item created out and the pipeline in the same call ended "
        "with exit=0.",
        ["Windows path with forward slashes", "arrows"],
        {"failure": "Unable to write GDAL data with driver 'GTiff'", "fix": "New-Item -ItemType Directory out",
         "evidence": "exit=0"}),
    gotcha(20, PDL, "real not_shown other_check_passes", (
        "A LAZ without SRS yields a DTM with no CRS unless the reader overrides it",
        "QGIS shows the GeoTIFF without a coordinate system.",
        "The pipeline succeeds, so nothing signals the missing CRS.",
        "The LAZ header carries no SRS, so writers.gdal has none to write.",
        "Add `\"override_srs\": \"EPSG:25832\"` to readers.las and re-run the pipeline."),
        "gdalinfo printed an empty coordinate system; added `\"override_srs\": \"EPSG:25832\"` to readers.las; "
        "`pdal pipeline .\\pipeline.json --validate` → `\"valid\": true`.",
        "Only --validate ran after the edit; the pipeline was never re-run and gdalinfo never re-checked the CRS "
        "(the person will look tomorrow).",
        ["code spans", "JSON in spans", "Windows path"],
        {"failure": "the output has no CRS in QGIS", "fix": "pdal pipeline .\\pipeline.json --validate"}),
    knowledge(21, PDL, "real knowledge", (
        "Print $LASTEXITCODE after native tools in PowerShell 7",
        "Running pdal or gdal in PowerShell, where a native tool's failure does not stop the script.",
        "Append `\"exit=$LASTEXITCODE\"` to the line and filter tool output with `Select-String`.",
        "The exit code of the native call is otherwise easy to miss among PowerShell's own output."),
        "En PowerShell 7 añadí `\"exit=$LASTEXITCODE\"` después de `pdal pipeline .\\pipeline.json` y la salida "
        "terminó en `exit=0`; luego `gdalinfo .\\out\\dtm.tif | Select-String 'Size is','Pixel Size','Coordinate "
        "System'` mostró `Size is 1000, 1000`.",
        "The New-Item/pdal call ends with exit=0 and the gdalinfo filter shows the size line.",
        ["Spanish prose", "code spans", "Windows paths"],
        {"evidence": "Select-String 'Size is','Pixel Size','Coordinate System'"}),
    gotcha(22, PDL, "invented not_shown other_call_error", (
        "Doubling backslashes is not enough for PDAL on Windows",
        "The pipeline keeps failing to parse after the path is fixed.",
        "Expecting the JSON edit to fix the parse.",
        "PDAL's JSON parser rejects the path in other ways.",
        "Write the path with forward slashes."),
        "After editing pipeline.json to double the backslashes, `pdal pipeline .\\pipeline.json` still failed "
        "with `Bad escape sequence in string`.",
        "The run after the edit failed with the writers.gdal 'No such file or directory' error; the escape error "
        "was only the first run's.",
        ["GPT-style After", "still failed", "error from another call"],
        {"evidence": "Unable to write GDAL data with driver 'GTiff'"}),
    knowledge(23, PDL, "invented near_miss", (
        "A 1 m DTM from a 1 km LAZ tile is a 1024-pixel square",
        "Checking the DTM that writers.gdal produced.",
        "Run gdalinfo and compare the size with the tile extent.",
        "The raster size follows the resolution and the tile bounds."),
        "`gdalinfo .\\\\out\\\\dtm.tif` → `Size is 1024, 1024`, `Pixel Size = (1.000000000000000,-1.000000000000000)`",
        "gdalinfo printed `Size is 1000, 1000`; 1024 never appears.",
        ["doubled backslashes", "arrow", "code spans"],
        {"evidence": "Size is 1000, 1000"}),

    gotcha(24, OCR, "real shown fix_ran", (
        "OCRmyPDF needs Homebrew's tesseract-lang for Korean",
        "`ocrmypdf -l kor+eng` stops: the OCR engine has no language data for kor.",
        "Homebrew's tesseract ships English only.",
        "The kor traineddata was not installed.",
        "`brew install tesseract-lang`, then run ocrmypdf again."),
        "`ocrmypdf -l kor+eng` 첫 실행은 `OCR engine does not have language data for the following requested "
        "languages` 로 실패(`Exit code 3`). `brew install tesseract-lang` 후 `--skip-text` 실행이 성공했고 "
        "`pdftotext` 로 `임대차 계약서` 가 추출됨.",
        "The first run failed on missing kor data; tesseract-lang installed, and the later OCR run produced "
        "Korean text that pdftotext extracted.",
        ["Korean prose", "code spans", "exit code"],
        {"failure": "does not have language data", "fix": "brew install tesseract-lang", "evidence": "임대차 계약서"},
        cat="env_setup"),
    gotcha(25, OCR, "real shown rerun_passes", (
        "OCRmyPDF aborts on pages that already have text",
        "`PriorOcrFoundError: page already has text! - aborting` on a scan with a partial text layer.",
        "--force-ocr rasterises the text pages too and loses their real text.",
        "Some pages were born-digital and already carry text.",
        "Use `--skip-text` to OCR only the pages without text."),
        "```zsh\n$ ocrmypdf -l kor+eng 계약서.pdf 계약서_ocr.pdf\nPriorOcrFoundError: page already has text! - "
        "aborting\n$ ocrmypdf -l kor+eng --skip-text 계약서.pdf 계약서_ocr.pdf\nOutput file is a PDF/A-2B (as "
        "expected)\n```",
        "The run without --skip-text aborted with exit 6; the same command with --skip-text completed.",
        ["fenced block with $ prompts", "Korean file names"],
        {"failure": "PriorOcrFoundError: page already has text!", "fix": "ocrmypdf -l kor+eng --skip-text",
         "evidence": "Output file is a PDF/A-2B"}),
    gotcha(26, OCR, "real not_shown korean_other", (
        "Without jbig2enc OCRmyPDF cannot shrink black-and-white scans",
        "OCRmyPDF warns `jbig2enc not found; cannot optimize images with JBIG2`.",
        "The output is valid, so the warning is easy to ignore.",
        "jbig2enc is an optional dependency that Homebrew's ocrmypdf does not pull in.",
        "`brew install jbig2enc` and re-run ocrmypdf."),
        "`WARNING - jbig2enc not found; cannot optimize images with JBIG2` → `brew install jbig2enc` (🍺 0.30) — "
        "사용자: \"그건 됐어요\"",
        "jbig2enc was installed but ocrmypdf never ran again; the person's 그건 됐어요 is about converting the "
        "logo, not about the file size.",
        ["code spans", "Korean quote", "arrow"],
        {"failure": "jbig2enc not found; cannot optimize images with JBIG2", "fix": "그건 됐어요"}),
    gotcha(27, OCR, "invented not_shown names_false_claim", (
        "--force-ocr gets OCRmyPDF past pages with text",
        "OCRmyPDF refuses a PDF that already has some text.",
        "Giving up on the file.",
        "Prior OCR or digital text on some pages.",
        "Re-run with `--force-ocr`."),
        "`--force-ocr`로 다시 돌려서 `PriorOcrFoundError`를 해결했다.",
        "--force-ocr only appears in the error's hint; the run that worked used --skip-text.",
        ["Korean prose", "code spans", "fix named in a hint"],
        {"evidence": "use --force-ocr to force OCR"}),
    gotcha(28, OCR, "invented not_shown other_call_error", (
        "OCRmyPDF exits 6 when a Tesseract language is missing",
        "ocrmypdf stops with exit 6 on `-l kor+eng`.",
        "Reading exit 6 as a PDF problem.",
        "The language data is missing.",
        "Install tesseract-lang."),
        "첫 실행이 `Exit code 6`으로 실패: `OCR engine does not have language data`",
        "The first run exited 3; exit 6 belongs to the PriorOcrFoundError run.",
        ["Korean prose", "exit code from another call"],
        {"evidence": "OCR engine does not have language data"}),
]
