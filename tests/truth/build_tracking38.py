"""The thirty-eighth tracking corpus: writes tests/truth/tracking38_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking38_cases.py and its parts _b … _f) and tracking38_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking38_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking38`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Thirty-eighth tracking corpus (sonar-scanner with no sonar.projectKey (-Dsonar.projectKey / "
         "sonar-project.properties / SONAR_SCANNER_OPTS in the sonar-scanner-cli container), Nextcloud's occ run as "
         "root (sudo -u www-data / docker exec -u 33, a Korean lesson), Postfix hash: maps never compiled with postmap "
         "(postmap and a reload, also over ssh and in a container, a Korean lesson), MIT kinit with no KDC for the "
         "realm (KRB5_CONFIG inline / export / in fish, in zsh), HDFS simple-auth permission denied (HADOOP_USER_NAME "
         "in fish and bash / sudo -u hdfs, also through spark-submit), Apache Superset refusing the default SECRET_KEY "
         "(SUPERSET_SECRET_KEY through docker -e / a compose env file / superset_config.py with "
         "SUPERSET_CONFIG_PATH), Turborepo 2 rejecting the pipeline key (tasks, by hand or @turbo/codemod, in zsh), "
         "pm2 loading ecosystem.config.js under \"type\": \"module\" (ecosystem.config.cjs, pm2-runtime in docker, "
         "an npm script), Parcel reading package.json's main as a library target (a prose-only fix: drop main or "
         "use source), IIS's 500.19 for a web.config rewrite section without the URL Rewrite module (a prose-only "
         "fix, in PowerShell and a Windows container), the ActiveDirectory PowerShell module missing without RSAT "
         "(Add-WindowsCapability / DISM in cmd / Install-WindowsFeature, a Korean lesson), ORA-12154 with the "
         "tnsnames.ora outside the client's default directory (TNS_ADMIN in bash, cmd and docker / EZConnect), "
         "PlantUML not finding Graphviz's dot (GRAPHVIZ_DOT in PowerShell and cmd / -graphvizdot / a Makefile), "
         "GStreamer's avdec_h264 missing without gst-libav (gstreamer1.0-libav / gstreamer1-libav, in a "
         "Dockerfile, over ssh), and CloudFormation's InsufficientCapabilitiesException (--capabilities "
         "CAPABILITY_IAM / CAPABILITY_NAMED_IAM / CAPABILITY_AUTO_EXPAND, create-stack, update-stack, a Makefile in "
         "fish)); "
         "see tests/truth/build_tracking38.py.")


_PARTS = ("tracking38_cases", "tracking38_cases_b", "tracking38_cases_c", "tracking38_cases_d", "tracking38_cases_e",
          "tracking38_cases_f")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking38", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
