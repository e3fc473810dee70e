"""Cases of the thirty-eighth tracking corpus (tables and rules in tracking38_cases.py): ORA-12154 with tnsnames.ora
outside the client's default directory, PlantUML not finding Graphviz's dot, GStreamer's avdec_h264 missing without
gst-libav, and CloudFormation's InsufficientCapabilitiesException."""
from __future__ import annotations

from tests.truth.tracking38_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

# ---------------------------------------------------------------------------------------------------------------
# 12. ORA-12154

ORA = ("ERROR:\nORA-12154: TNS:could not resolve the connect identifier specified\n\n\n"
       "SP2-0751: Unable to connect to Oracle.  Exiting SQL*Plus")
COUNTS = "TABLE_NAME                 ROWS\n-------------------- ----------\nGL_JOURNALS             1833020\n" \
         "AP_INVOICES              412877"


def fill_ora() -> None:
    T.source(
        "s-ora-tns", "/home/jae/src/erp-sync", "2026-02-25T11:00:00Z", "main",
        user("Run the row-count check against ERPPROD before tonight's sync. Password is in $ERP_PW."),
        err("sqlplus -S -L erp_sync/\"$ERP_PW\"@ERPPROD @sql/check_counts.sql", ORA),
        ok("echo \"TNS_ADMIN=$TNS_ADMIN\"; ls config/oracle", "TNS_ADMIN=\nsqlnet.ora\ntnsnames.ora"),
        say("ERPPROD is an alias from tnsnames.ora, and the client only looks in its own network/admin "
            "directory unless TNS_ADMIN says otherwise. The repo's copy is in config/oracle."),
        ok("TNS_ADMIN=$PWD/config/oracle sqlplus -S -L erp_sync/\"$ERP_PW\"@ERPPROD @sql/check_counts.sql", COUNTS),
    )
    T.lesson(
        "t38-ora-tns-admin", "global", "en", "s-ora-tns", "workflow",
        "ORA-12154 when the tnsnames.ora that defines the alias is not where the Oracle client looks",
        "`sqlplus user/pw@ERPPROD` fails with `ORA-12154: TNS:could not resolve the connect identifier "
        "specified` and `SP2-0751: Unable to connect to Oracle.`",
        "It reads like the database or listener is down, but no connection was tried: the alias never resolved.",
        "A net service name is looked up in tnsnames.ora under $TNS_ADMIN or the client's network/admin "
        "directory; the project's tnsnames.ora lives in the repository.",
        "Point the client at the directory with the tnsnames.ora: `TNS_ADMIN=<dir>` inline or exported in bash, "
        "`set TNS_ADMIN=<dir>` in cmd, `$env:TNS_ADMIN` in PowerShell, `-e TNS_ADMIN=` for a container (sqlldr and "
        "other OCI tools read it too); or skip the alias with an EZConnect string `//host:1521/service_name`.",
        ["`ORA-12154: TNS:could not resolve the connect identifier specified`",
         "`TNS_ADMIN=$PWD/config/oracle sqlplus -S -L erp_sync/\"$ERP_PW\"@ERPPROD @sql/check_counts.sql` "
         "printed the row counts"],
    )

    T.later(
        "l-ora-cmd-set", "C:\\Users\\jae\\src\\erp-sync", "2026-03-09T08:00:00Z", "main",
        user("On the Windows jump host now: run the same count check against ERPTEST."),
        ok("cmd.exe /c \"set TNS_ADMIN=C:\\Users\\jae\\src\\erp-sync\\config\\oracle&& sqlplus -S -L "
           "erp_sync/%ERP_PW%@ERPTEST @sql\\check_counts.sql\"", COUNTS.replace("1833020", "1790112")),
    )
    T.pair("t38-ora-tns-admin", "l-ora-cmd-set", "applied",
           "set TNS_ADMIN in cmd before sqlplus to the alias, which connects")

    T.later(
        "l-ora-ezconnect", "/home/jae/src/erp-sync", "2026-03-17T09:30:00Z", "feat/gl-extract",
        user("Extract yesterday's GL journals to CSV."),
        ok("git status --short", ""),
        ok("sqlplus -S -L erp_sync/\"$ERP_PW\"@//erpdb01.corp.acme.kr:1521/ERPPROD.corp @sql/extract_gl.sql "
           "2026-03-16 > out/gl-2026-03-16.csv && wc -l out/gl-2026-03-16.csv", "48211 out/gl-2026-03-16.csv"),
        ok("gzip -f out/gl-2026-03-16.csv && ls -lh out/", "-rw-r--r-- 1 jae jae 3.1M Mar 17 09:33 "
           "gl-2026-03-16.csv.gz"),
    )
    T.pair("t38-ora-tns-admin", "l-ora-ezconnect", "applied",
           "sqlplus connects with an EZConnect string instead of the alias; no ORA-12154")

    T.later(
        "l-ora-sqlldr", "/home/jae/src/erp-sync", "2026-03-26T20:00:00Z", "main",
        user("load the vendor file into the ERPTEST staging table"),
        err("sqlldr userid=erp_sync/\"$ERP_PW\"@ERPTEST control=ctl/vendors.ctl data=in/vendors.csv",
            "SQL*Loader-704: Internal error: ulconnect: OCIServerAttach [0]\n"
            "ORA-12154: TNS:could not resolve the connect identifier specified"),
        ok("TNS_ADMIN=$PWD/config/oracle sqlldr userid=erp_sync/\"$ERP_PW\"@ERPTEST control=ctl/vendors.ctl "
           "data=in/vendors.csv", "Path used:      Conventional\nCommit point reached - logical record count "
           "2214\n\nTable STG_VENDORS:\n  2214 Rows successfully loaded."),
    )
    T.pair("t38-ora-tns-admin", "l-ora-sqlldr", "recurred",
           "sqlldr to ERPTEST fails with ORA-12154 before TNS_ADMIN is set")

    T.later(
        "l-ora-container", "/home/jae/src/erp-sync", "2026-04-06T07:45:00Z", "feat/docker",
        user("Try the count check from the instantclient container we'll use in k8s."),
        err("docker run --rm -e ERP_PW -v $PWD/sql:/sql:ro acme/oracle-ic:21 sqlplus -S -L "
            "erp_sync/\"$ERP_PW\"@ERPPROD @/sql/check_counts.sql", ORA),
        ok("docker run --rm -e ERP_PW -e TNS_ADMIN=/tns -v $PWD/config/oracle:/tns:ro -v $PWD/sql:/sql:ro "
           "acme/oracle-ic:21 sqlplus -S -L erp_sync/\"$ERP_PW\"@ERPPROD @/sql/check_counts.sql", COUNTS),
    )
    T.pair("t38-ora-tns-admin", "l-ora-container", "recurred",
           "the container's sqlplus cannot resolve ERPPROD (ORA-12154) until TNS_ADMIN is passed with -e")

    T.later(
        "l-ora-bad-password", "/home/jae/src/erp-sync", "2026-04-14T06:10:00Z", "main",
        user("the nightly check failed, see why"),
        err("TNS_ADMIN=$PWD/config/oracle sqlplus -S -L erp_sync/\"$ERP_PW\"@ERPPROD @sql/check_counts.sql",
            "ERROR:\nORA-28001: the password has expired\n\n\nSP2-0751: Unable to connect to Oracle.  Exiting "
            "SQL*Plus"),
        say("The alias resolves and the database answers; erp_sync's password expired. The DBA has to reset it."),
    )
    T.pair("t38-ora-tns-admin", "l-ora-bad-password", "applied",
           "TNS_ADMIN is set before sqlplus; the alias resolves, the different error (expired password) does "
           "not undo that")

    T.later(
        "l-ora-wiki", "/home/jae/src/erp-sync", "2026-04-22T10:00:00Z", "docs",
        user("Yuna hit \"ORA-12154: TNS:could not resolve the connect identifier specified\" on her laptop. Add a "
             "troubleshooting note to docs/oracle.md, no need to test."),
        edit("/home/jae/src/erp-sync/docs/oracle.md", "## Troubleshooting\n",
             "## Troubleshooting\n\nORA-12154: export TNS_ADMIN=$PWD/config/oracle (cmd: set TNS_ADMIN=...).\n"),
        ok("git commit -qam 'docs: ORA-12154' && git log --oneline -1", "2d9c0f1 docs: ORA-12154"),
    )
    T.pair("t38-ora-tns-admin", "l-ora-wiki", "neither",
           "the error is only quoted and the TNS_ADMIN fix only written into a doc; nothing connects")


# ---------------------------------------------------------------------------------------------------------------
# 13. PlantUML not finding Graphviz's dot

def no_dot(dot: str) -> str:
    return (f"Dot executable is {dot}\nDot executable does not exist\nCannot find Graphviz. You should try\n"
            "@startuml\ntestdot\n@enduml\nor\njava -jar plantuml.jar -testdot\n"
            "Error line 1 in file: docs/diagrams/domain.puml\nSome diagram description contains errors")


def fill_plantuml() -> None:
    T.source(
        "s-plantuml-dot", "C:\\Users\\lee\\docs-arch", "2026-02-26T02:30:00Z", "main",
        user("Render the architecture diagrams to SVG. Graphviz is unzipped in C:\\Tools\\graphviz, it's not on "
             "PATH."),
        err("powershell.exe -NoProfile -Command 'java -jar tools\\plantuml.jar -tsvg -failfast2 docs\\diagrams'",
            no_dot("C:\\Program Files\\Graphviz\\bin\\dot.exe")),
        say("PlantUML looks for dot in its default location. GRAPHVIZ_DOT tells it where the executable is."),
        ok("powershell.exe -NoProfile -Command '$env:GRAPHVIZ_DOT = \"C:\\Tools\\graphviz\\bin\\dot.exe\"; java -jar "
           "tools\\plantuml.jar -tsvg -failfast2 docs\\diagrams; Get-ChildItem docs\\diagrams\\*.svg | "
           "Select-Object -ExpandProperty Name'", "context.svg\ndomain.svg\ndeployment.svg"),
    )
    T.lesson(
        "t38-plantuml-graphviz-dot", "global", "en", "s-plantuml-dot", "workflow",
        "PlantUML cannot render class and component diagrams when dot is not where it looks",
        "Rendering stops with `Dot executable does not exist` and `Cannot find Graphviz`; only sequence diagrams "
        "come out.",
        "Graphviz is installed, so it looks like a broken install; PlantUML just never finds the dot.exe outside "
        "PATH and its default path.",
        "PlantUML shells out to Graphviz's dot for every diagram type except sequence diagrams, and finds it "
        "only through GRAPHVIZ_DOT, -graphvizdot, PATH or a default install location.",
        "Tell PlantUML where dot is: the `GRAPHVIZ_DOT` environment variable (`$env:GRAPHVIZ_DOT` in PowerShell, "
        "`set GRAPHVIZ_DOT=` in cmd, export in bash or a Makefile) or `-graphvizdot <path>` on the command line; "
        "or put Graphviz's bin directory on PATH.",
        ["`Dot executable does not exist`", "`Cannot find Graphviz`",
         "`$env:GRAPHVIZ_DOT = \"C:\\Tools\\graphviz\\bin\\dot.exe\"` then the render produced `domain.svg`"],
    )

    T.later(
        "l-plantuml-cmd", "C:\\Users\\lee\\docs-arch", "2026-03-08T03:00:00Z", "main",
        user("Regenerate the PNGs for the wiki export, from cmd please, the wiki tool runs there."),
        ok("cmd.exe /c \"set GRAPHVIZ_DOT=C:\\Tools\\graphviz\\bin\\dot.exe&& java -jar tools\\plantuml.jar -tpng "
           "-failfast2 docs\\diagrams&& dir /b docs\\diagrams\\*.png\"", "context.png\ndomain.png\ndeployment.png"),
    )
    T.pair("t38-plantuml-graphviz-dot", "l-plantuml-cmd", "applied",
           "set GRAPHVIZ_DOT in cmd before PlantUML; all diagrams render")

    T.later(
        "l-plantuml-make", "/home/lee/src/payments-docs", "2026-03-18T12:00:00Z", "docs/c4",
        user("add a make target for the diagrams and build them (dot is in /opt/graphviz/bin here)"),
        write("/home/lee/src/payments-docs/Makefile",
              "PLANTUML = java -jar tools/plantuml.jar\n\ndiagrams:\n\t$(PLANTUML) -graphvizdot /opt/graphviz/bin/dot "
              "-tsvg -failfast2 diagrams/\n"),
        ok("make diagrams && ls diagrams/*.svg", "java -jar tools/plantuml.jar -graphvizdot /opt/graphviz/bin/dot "
           "-tsvg -failfast2 diagrams/\ndiagrams/c4-container.svg\ndiagrams/c4-context.svg"),
        ok("git add Makefile diagrams/*.svg && git commit -qm 'docs: diagrams target' && git log --oneline -1",
           "71bd2e0 docs: diagrams target"),
    )
    T.pair("t38-plantuml-graphviz-dot", "l-plantuml-make", "applied",
           "the make target passes -graphvizdot and make diagrams renders them")

    T.later(
        "l-plantuml-ci", "/home/lee/src/payments-docs", "2026-03-29T09:20:00Z", "ci/diagrams",
        user("Check the diagram step in the CI image before I wire it into the pipeline."),
        err("docker run --rm -v $PWD:/w -w /w eclipse-temurin:21-jre java -jar tools/plantuml.jar -tsvg -failfast2 "
            "diagrams/", no_dot("/usr/bin/dot").replace("docs/diagrams/domain.puml", "diagrams/c4-context.puml")),
        say("The JRE image has no Graphviz at all; the step needs an image with graphviz installed and "
            "GRAPHVIZ_DOT pointing at it."),
        user("fine, I'll build a docs image with graphviz first"),
    )
    T.pair("t38-plantuml-graphviz-dot", "l-plantuml-ci", "recurred",
           "in the CI container PlantUML again reports Dot executable does not exist")

    T.later(
        "l-plantuml-sequence", "C:\\Users\\lee\\docs-arch", "2026-04-07T04:10:00Z", "main",
        user("Only the login sequence diagram changed, render just that one."),
        ok("powershell.exe -NoProfile -Command 'java -jar tools\\plantuml.jar -tsvg docs\\diagrams\\login-seq.puml'",
           ""),
        ok("powershell.exe -NoProfile -Command '(Get-Item docs\\diagrams\\login-seq.svg).Length'", "18422"),
    )
    T.pair("t38-plantuml-graphviz-dot", "l-plantuml-sequence", "neither",
           "only a sequence diagram is rendered, which needs no dot; no dot error and no dot setting")

    T.later(
        "l-plantuml-syntax", "C:\\Users\\lee\\docs-arch", "2026-04-15T05:00:00Z", "feat/flows",
        user("the new flow diagram doesn't render"),
        err("powershell.exe -NoProfile -Command 'java -jar tools\\plantuml.jar -tsvg -failfast2 -graphvizdot "
            "C:\\Tools\\graphviz\\bin\\dot.exe docs\\diagrams\\flow.puml'",
            "Error line 12 in file: docs\\diagrams\\flow.puml\nSome diagram description contains errors"),
        read("C:\\Users\\lee\\docs-arch\\docs\\diagrams\\flow.puml", "...\n11: :Validate order;\n"
             "12: if (stock?) then yes\n..."),
        edit("C:\\Users\\lee\\docs-arch\\docs\\diagrams\\flow.puml", "if (stock?) then yes", "if (stock?) then (yes)"),
        ok("powershell.exe -NoProfile -Command 'java -jar tools\\plantuml.jar -tsvg -failfast2 -graphvizdot "
           "C:\\Tools\\graphviz\\bin\\dot.exe docs\\diagrams\\flow.puml'", ""),
    )
    T.pair("t38-plantuml-graphviz-dot", "l-plantuml-syntax", "applied",
           "-graphvizdot is passed from the first render; the syntax error after it is a different failure")


# ---------------------------------------------------------------------------------------------------------------
# 14. GStreamer's avdec_h264 missing without gst-libav

PIPE = ("gst-launch-1.0 -e rtspsrc location=rtsp://{ip}:554/stream1 protocols=tcp ! rtph264depay ! h264parse ! "
        "avdec_h264 ! videoconvert ! jpegenc ! multifilesink location=/tmp/frames/f%05d.jpg max-files=50")
RAN = ("Setting pipeline to PAUSED ...\nPipeline is live and does not need PREROLL ...\nProgress: (open) Opening "
       "Stream\nProgress: (connect) Connected to rtsp://{ip}:554/stream1\nSetting pipeline to PLAYING ...\n"
       "New clock: GstSystemClock\n^Chandling interrupt.\nGot EOS from element \"pipeline0\".\nExecution ended "
       "after 0:00:10.004812117\nSetting pipeline to NULL ...\nFreeing pipeline ...")


def fill_gst() -> None:
    T.source(
        "s-gst-libav", "/home/tomas/cams/ingest", "2026-02-27T14:00:00Z", "main",
        user("Test decoding cam-03's RTSP stream to JPEG frames for ten seconds."),
        err("mkdir -p /tmp/frames && timeout -s INT 10 " + PIPE.format(ip="10.20.0.13"),
            "WARNING: erroneous pipeline: no element \"avdec_h264\""),
        err("gst-inspect-1.0 avdec_h264", "No such element or plugin 'avdec_h264'"),
        say("avdec_h264 comes from gst-libav, which Ubuntu packages separately as gstreamer1.0-libav."),
        ok("sudo apt-get install -y -q gstreamer1.0-libav", "Setting up gstreamer1.0-libav:amd64 (1.24.2-1) ..."),
        ok("timeout -s INT 10 " + PIPE.format(ip="10.20.0.13") + "; ls /tmp/frames | wc -l",
           RAN.format(ip="10.20.0.13") + "\n50"),
    )
    T.lesson(
        "t38-gst-libav", "global", "en", "s-gst-libav", "workflow",
        "GStreamer pipelines fail with no element \"avdec_h264\" until gst-libav is installed",
        "`gst-launch-1.0 … ! avdec_h264 ! …` aborts with `WARNING: erroneous pipeline: no element "
        "\"avdec_h264\"`, and `gst-inspect-1.0 avdec_h264` finds nothing.",
        "The base and good plugins are installed and rtspsrc/h264parse work, so it looks like a typo in the "
        "element name.",
        "The libav decoders (avdec_h264, avdec_h265, …) live in the gst-libav plugin set, which distributions "
        "ship as a separate package and minimal images leave out.",
        "Install gst-libav: `apt-get install gstreamer1.0-libav` on Debian/Ubuntu (also in the Dockerfile of "
        "an image that runs the pipeline), `dnf install gstreamer1-libav` on Fedora; check with "
        "`gst-inspect-1.0 avdec_h264`.",
        ["`WARNING: erroneous pipeline: no element \"avdec_h264\"`",
         "`sudo apt-get install -y -q gstreamer1.0-libav` then the pipeline wrote 50 frames"],
    )

    T.later(
        "l-gst-dockerfile", "/home/tomas/cams/ingest", "2026-03-10T10:00:00Z", "feat/container",
        user("Package the frame grabber as a container and try it against cam-03."),
        write("/home/tomas/cams/ingest/Dockerfile",
              "FROM ubuntu:24.04\nRUN apt-get update && apt-get install -y --no-install-recommends "
              "gstreamer1.0-tools gstreamer1.0-plugins-good gstreamer1.0-plugins-bad gstreamer1.0-libav && "
              "rm -rf /var/lib/apt/lists/*\nCOPY grab.sh /usr/local/bin/grab\nENTRYPOINT [\"grab\"]\n"),
        ok("docker build -q -t cam-grab:0.1 .", "sha256:9e2c41d07ab1"),
        ok("docker run --rm -v /tmp/frames:/tmp/frames cam-grab:0.1 10.20.0.13 && ls /tmp/frames | wc -l",
           RAN.format(ip="10.20.0.13") + "\n50"),
    )
    T.pair("t38-gst-libav", "l-gst-dockerfile", "applied",
           "the image installs gstreamer1.0-libav and the avdec_h264 pipeline runs in it")

    T.later(
        "l-gst-edge-ssh", "/home/tomas/cams/ingest", "2026-03-21T07:30:00Z", "main",
        user("set up the grabber on the new edge box edge-02 for cam-07"),
        ok("ssh edge-02 'gst-launch-1.0 --version | head -1'", "gst-launch-1.0 version 1.24.2"),
        err("ssh edge-02 'mkdir -p /tmp/frames && timeout -s INT 10 " + PIPE.format(ip="10.20.0.17") + "'",
            "WARNING: erroneous pipeline: no element \"avdec_h264\""),
        ok("ssh edge-02 'sudo apt-get install -y -q gstreamer1.0-libav'", "Setting up gstreamer1.0-libav:arm64 "
           "(1.24.2-1) ..."),
    )
    T.pair("t38-gst-libav", "l-gst-edge-ssh", "recurred",
           "on edge-02 the pipeline fails with no element avdec_h264 before gst-libav is installed")

    T.later(
        "l-gst-h265-fedora", "/home/tomas/cams/ingest", "2026-04-03T13:15:00Z", "feat/h265",
        user("cam-11 streams H.265. Adapt the pipeline and test it on the fedora workstation."),
        err("timeout -s INT 10 gst-launch-1.0 -e rtspsrc location=rtsp://10.20.0.21:554/stream1 ! rtph265depay ! "
            "h265parse ! avdec_h265 ! videoconvert ! jpegenc ! multifilesink location=/tmp/frames/h%05d.jpg",
            "WARNING: erroneous pipeline: no element \"avdec_h265\""),
        ok("sudo dnf install -y -q gstreamer1-libav && gst-inspect-1.0 avdec_h265 | head -2",
           "Factory Details:\n  Rank                     primary (256)"),
    )
    T.pair("t38-gst-libav", "l-gst-h265-fedora", "recurred",
           "the H.265 pipeline fails with no element avdec_h265, the same missing gst-libav")

    T.later(
        "l-gst-h264parse", "/home/tomas/cams/ingest", "2026-04-12T09:00:00Z", "main",
        user("the minimal VM can't run the grabber, check it"),
        err("timeout -s INT 10 " + PIPE.format(ip="10.20.0.13"), "WARNING: erroneous pipeline: no element "
            "\"h264parse\""),
        ok("sudo apt-get install -y -q gstreamer1.0-plugins-bad && gst-inspect-1.0 h264parse | head -1",
           "Factory Details:"),
    )
    T.pair("t38-gst-libav", "l-gst-h264parse", "neither",
           "the missing element is h264parse from plugins-bad, another package than gst-libav")

    T.later(
        "l-gst-testsrc", "/home/tomas/cams/ingest", "2026-04-20T15:30:00Z", "main",
        user("check the jpeg encoder path without a camera"),
        ok("gst-launch-1.0 videotestsrc num-buffers=30 ! videoconvert ! jpegenc ! multifilesink "
           "location=/tmp/frames/t%03d.jpg && ls /tmp/frames/t*.jpg | wc -l",
           "Setting pipeline to PAUSED ...\nPipeline is PREROLLING ...\nGot EOS from element \"pipeline0\".\n"
           "Execution ended after 0:00:00.412398771\n30"),
    )
    T.pair("t38-gst-libav", "l-gst-testsrc", "neither", "gst-launch runs a test source pipeline with no decoder")

    T.later(
        "l-gst-early", "/home/tomas/cams/ingest", "2026-02-06T10:00:00Z", "main",
        user("which gstreamer version is on this box?"),
        ok("gst-launch-1.0 --version", "gst-launch-1.0 version 1.24.2\nGStreamer 1.24.2"),
    )
    T.pair("t38-gst-libav", "l-gst-early", "neither", "the session is dated before the lesson's source session")



# ---------------------------------------------------------------------------------------------------------------
# 15. CloudFormation's InsufficientCapabilitiesException

def caps(op: str, cap: str) -> str:
    return ("\nWaiting for changeset to be created..\n\n" if op == "CreateChangeSet" else "\n") + \
        f"An error occurred (InsufficientCapabilitiesException) when calling the {op} operation: Requires " \
        f"capabilities : [{cap}]"


def deployed(stack: str) -> str:
    return ("\nWaiting for changeset to be created..\nWaiting for stack create/update to complete\n"
            f"Successfully created/updated stack - {stack}")


def fill_cfn() -> None:
    T.source(
        "s-cfn-capabilities", "/home/nadia/infra/cfn", "2026-02-28T09:00:00Z", "main",
        user("Deploy templates/worker-role.yaml as ingest-worker-role in eu-west-1."),
        ok("grep -n 'RoleName' templates/worker-role.yaml", "12:      RoleName: ingest-worker"),
        err("aws cloudformation deploy --template-file templates/worker-role.yaml --stack-name ingest-worker-role "
            "--region eu-west-1", caps("CreateChangeSet", "CAPABILITY_NAMED_IAM"), 254),
        say("The template creates an IAM role with an explicit RoleName, so CloudFormation wants the "
            "CAPABILITY_NAMED_IAM acknowledgement."),
        ok("aws cloudformation deploy --template-file templates/worker-role.yaml --stack-name ingest-worker-role "
           "--region eu-west-1 --capabilities CAPABILITY_NAMED_IAM", deployed("ingest-worker-role")),
    )
    T.lesson(
        "t38-cfn-capabilities", "global", "en", "s-cfn-capabilities", "security",
        "CloudFormation will not create IAM resources until the capability is acknowledged",
        "`aws cloudformation deploy` stops with `An error occurred (InsufficientCapabilitiesException) when calling "
        "the CreateChangeSet operation: Requires capabilities : [CAPABILITY_NAMED_IAM]`.",
        "The template validates and the credentials are admin, so it looks like a permissions problem.",
        "Stacks that create IAM resources (or use macros / nested transforms) need an explicit acknowledgement "
        "in the API call; without it CloudFormation refuses the change set.",
        "Pass `--capabilities CAPABILITY_IAM` (or `CAPABILITY_NAMED_IAM` for named IAM resources, "
        "`CAPABILITY_AUTO_EXPAND` for macros) to `aws cloudformation deploy`, `create-stack` and `update-stack`, "
        "also inside Makefiles and scripts; for sam deploy set `capabilities = \"CAPABILITY_NAMED_IAM\"` in "
        "samconfig.toml.",
        ["`Requires capabilities : [CAPABILITY_NAMED_IAM]`",
         "adding `--capabilities CAPABILITY_NAMED_IAM` gave `Successfully created/updated stack - ingest-worker-role`"],
    )

    T.later(
        "l-cfn-create-stack", "/home/nadia/infra/cfn", "2026-03-11T10:00:00Z", "feat/queue",
        user("Create the ingest-queue stack (queue plus its consumer role) in eu-west-1 and wait for it."),
        ok("aws cloudformation validate-template --template-body file://templates/queue.yaml --query "
           "Capabilities --output text", "CAPABILITY_IAM"),
        ok("aws cloudformation create-stack --stack-name ingest-queue --template-body file://templates/queue.yaml "
           "--capabilities CAPABILITY_IAM --region eu-west-1 --query StackId --output text && aws cloudformation "
           "wait stack-create-complete --stack-name ingest-queue --region eu-west-1",
           "arn:aws:cloudformation:eu-west-1:431200118842:stack/ingest-queue/5b9e1c40-df11-11f0-8a4d-0a1b2c3d4e5f"),
        ok("aws cloudformation describe-stacks --stack-name ingest-queue --region eu-west-1 --query "
           "'Stacks[0].StackStatus' --output text", "CREATE_COMPLETE"),
    )
    T.pair("t38-cfn-capabilities", "l-cfn-create-stack", "applied",
           "create-stack is called with --capabilities CAPABILITY_IAM and the stack completes")

    T.later(
        "l-cfn-make-fish", "/home/nadia/infra/cfn", "2026-03-22T15:00:00Z", "main",
        user("deploy the scheduler stack through our make target, I'm in fish"),
        read("/home/nadia/infra/cfn/Makefile",
             "deploy:\n\taws cloudformation deploy --template-file templates/$(STACK).yaml --stack-name $(STACK) "
             "\\\n\t  --region eu-west-1 --capabilities CAPABILITY_NAMED_IAM CAPABILITY_AUTO_EXPAND\n"),
        ok("fish -c 'make deploy STACK=ingest-scheduler'", "aws cloudformation deploy --template-file "
           "templates/ingest-scheduler.yaml --stack-name ingest-scheduler --region eu-west-1 --capabilities "
           "CAPABILITY_NAMED_IAM CAPABILITY_AUTO_EXPAND" + deployed("ingest-scheduler")),
    )
    T.pair("t38-cfn-capabilities", "l-cfn-make-fish", "applied",
           "the make target passes --capabilities and the deploy succeeds")

    T.later(
        "l-cfn-update-stack", "/home/nadia/infra/cfn", "2026-04-01T09:40:00Z", "fix/alarm-role",
        user("Push the alarm template change to the monitoring stack."),
        err("aws cloudformation update-stack --stack-name monitoring --template-body file://templates/"
            "monitoring.yaml --region eu-west-1", caps("UpdateStack", "CAPABILITY_IAM"), 254),
        ok("aws cloudformation update-stack --stack-name monitoring --template-body file://templates/"
           "monitoring.yaml --region eu-west-1 --capabilities CAPABILITY_IAM --query StackId --output text",
           "arn:aws:cloudformation:eu-west-1:431200118842:stack/monitoring/0c7d55e0-a2f1-11f0-9b3c-06f1e2d3c4b5"),
    )
    T.pair("t38-cfn-capabilities", "l-cfn-update-stack", "recurred",
           "update-stack on monitoring fails with Requires capabilities CAPABILITY_IAM before the flag is added")

    T.later(
        "l-cfn-macro", "/home/nadia/infra/cfn", "2026-04-09T11:10:00Z", "feat/sam-api",
        user("deploy the api stack that uses the Serverless transform"),
        err("aws cloudformation deploy --template-file templates/api.yaml --stack-name ingest-api --region "
            "eu-west-1 --capabilities CAPABILITY_IAM", caps("CreateChangeSet", "CAPABILITY_AUTO_EXPAND"), 254),
        user("wait, don't deploy that one yet, the transform is still under review"),
    )
    T.pair("t38-cfn-capabilities", "l-cfn-macro", "recurred",
           "the transform stack is refused for a missing CAPABILITY_AUTO_EXPAND acknowledgement")

    T.later(
        "l-cfn-rollback-complete", "/home/nadia/infra/cfn", "2026-04-17T08:20:00Z", "main",
        user("the bucket stack deploy fails, why?"),
        err("aws cloudformation deploy --template-file templates/buckets.yaml --stack-name ingest-buckets "
            "--region eu-west-1", "\nAn error occurred (ValidationError) when calling the CreateChangeSet "
            "operation: Stack:arn:aws:cloudformation:eu-west-1:431200118842:stack/ingest-buckets/1f2e3d4c is in "
            "ROLLBACK_COMPLETE state and can not be updated.", 254),
        ok("aws cloudformation delete-stack --stack-name ingest-buckets --region eu-west-1 && aws cloudformation "
           "wait stack-delete-complete --stack-name ingest-buckets --region eu-west-1", ""),
        ok("aws cloudformation deploy --template-file templates/buckets.yaml --stack-name ingest-buckets --region "
           "eu-west-1", deployed("ingest-buckets")),
    )
    T.pair("t38-cfn-capabilities", "l-cfn-rollback-complete", "neither",
           "a different CloudFormation error (ROLLBACK_COMPLETE) on a stack with no IAM resources")

    T.later(
        "l-cfn-validate-only", "/home/nadia/infra/cfn", "2026-04-24T13:00:00Z", "review/templates",
        user("Which of our templates need IAM capabilities? Don't deploy anything."),
        ok("for t in templates/*.yaml; do printf '%s ' $t; aws cloudformation validate-template --template-body "
           "file://$t --query Capabilities --output text; done",
           "templates/api.yaml CAPABILITY_AUTO_EXPAND CAPABILITY_IAM\ntemplates/buckets.yaml None\n"
           "templates/monitoring.yaml CAPABILITY_IAM\ntemplates/worker-role.yaml CAPABILITY_NAMED_IAM"),
        say("api, monitoring and worker-role need capabilities; buckets does not."),
    )
    T.pair("t38-cfn-capabilities", "l-cfn-validate-only", "neither",
           "only validate-template lists the capabilities; nothing is deployed, no error")


FILLS = [fill_ora, fill_plantuml, fill_gst, fill_cfn]
