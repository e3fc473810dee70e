"""Cases of the thirty-fifth tracking corpus, part d: GDAL on Windows not finding proj.db, zypper rejecting a new
repository's signing key in non-interactive mode, and Chocolatey run from a non-elevated shell (a prose-only fix).
Tables and rules are in tracking35_cases.py."""
from __future__ import annotations

from tests.truth.tracking35_cases import T
from tests.truth.tracking_tables import err, ok, read, say, user, write

# ---------------------------------------------------------------------------------------------------------
# GDAL from OSGeo4W run outside its shell: proj.db not found
# ---------------------------------------------------------------------------------------------------------

GIS = "C:\\Users\\hyun\\gis\\parcels"
PROJ_ERR = "ERROR 1: PROJ: proj_create_from_database: Cannot find proj.db"


def gdal() -> None:
    T.source(
        "s-gdal-projdb", GIS, "2026-04-12T06:30:00Z", "main",
        user("Reproject data\\parcels.shp to EPSG:5186 into a GeoPackage. GDAL comes from OSGeo4W; I run it from "
             "plain cmd."),
        ok("cmd //c \"where ogr2ogr && ogr2ogr --version\"",
           "C:\\OSGeo4W\\bin\\ogr2ogr.exe\nGDAL 3.8.4, released 2024/02/08"),
        err("cmd //c \"ogr2ogr -f GPKG out\\parcels_5186.gpkg data\\parcels.shp -t_srs EPSG:5186\"",
            PROJ_ERR + "\nERROR 1: Failed to process SRS definition: EPSG:5186"),
        ok("cmd //c \"echo PROJ_LIB=%PROJ_LIB% & dir /b C:\\OSGeo4W\\share\\proj\\proj.db\"",
           "PROJ_LIB=%PROJ_LIB%\nproj.db"),
        say("PROJ_LIB is unset in plain cmd (the OSGeo4W Shell sets it), so PROJ can't find its database, which is "
            "in C:\\OSGeo4W\\share\\proj. Setting it for this command."),
        ok("cmd //c \"set PROJ_LIB=C:\\OSGeo4W\\share\\proj&& ogr2ogr -f GPKG out\\parcels_5186.gpkg "
           "data\\parcels.shp -t_srs EPSG:5186 && ogrinfo -so out\\parcels_5186.gpkg parcels_5186\" | grep -E "
           "'Feature Count|PROJCRS'", "Feature Count: 18342\nPROJCRS[\"Korea 2000 / Central Belt 2010\","),
    )
    T.lesson(
        "t35-gdal-projdb", "project", "en", "s-gdal-projdb", "tool_quirk",
        "OSGeo4W's GDAL run from plain cmd cannot find proj.db",
        "`ogr2ogr … -t_srs EPSG:5186` fails with \"ERROR 1: PROJ: proj_create_from_database: Cannot find "
        "proj.db\" and \"Failed to process SRS definition\".",
        "ogr2ogr is on PATH and runs, so the install looks complete; the EPSG code looks like the problem.",
        "The OSGeo4W Shell sets PROJ_LIB for PROJ; from plain cmd (or PowerShell, or Python) it is unset and PROJ "
        "does not find C:\\OSGeo4W\\share\\proj\\proj.db.",
        "Point PROJ at the database for the process running GDAL: `set PROJ_LIB=C:\\OSGeo4W\\share\\proj` in cmd "
        "(no space before &&), `$env:PROJ_LIB` or `$env:PROJ_DATA` (PROJ 9.1+) in PowerShell, `export "
        "PROJ_DATA=...` in bash, the same line in a .bat that runs ogr2ogr, or run inside the OSGeo4W environment "
        "(`call C:\\OSGeo4W\\bin\\o4w_env.bat`). The same applies to gdalwarp, gdalsrsinfo and the osgeo Python "
        "bindings.",
        ["`ogr2ogr -f GPKG out\\parcels_5186.gpkg data\\parcels.shp -t_srs EPSG:5186` → \"ERROR 1: PROJ: "
         "proj_create_from_database: Cannot find proj.db\"",
         "\"PROJ_LIB=%PROJ_LIB%\"",
         "`set PROJ_LIB=C:\\OSGeo4W\\share\\proj&& ogr2ogr` → \"Feature Count: 18342\""],
    )

    T.later(
        "l-gdal-pwsh-warp", GIS, "2026-05-04T07:15:00Z", "main",
        user("Warp data\\dem.tif to EPSG:5186 with bilinear resampling. Use PowerShell this time."),
        ok("powershell -NoProfile -Command 'Get-Item data\\dem.tif | Select-Object Length'",
           "\n   Length\n   ------\n412316214\n"),
        ok("powershell -NoProfile -Command '$env:PROJ_DATA = \"C:\\OSGeo4W\\share\\proj\"; gdalwarp -t_srs "
           "EPSG:5186 -r bilinear data\\dem.tif out\\dem_5186.tif'",
           "Creating output file that is 10412P x 13377L.\nProcessing data\\dem.tif [1/1] : "
           "0...10...20...30...40...50...60...70...80...90...100 - done."),
    )
    T.pair("t35-gdal-projdb", "l-gdal-pwsh-warp", "applied",
           "$env:PROJ_DATA points PROJ at the OSGeo4W database before gdalwarp, which runs without the proj.db error")

    T.later(
        "l-gdal-batch", GIS, "2026-05-12T08:00:00Z", "feat/batch",
        user("Run the batch reprojection script over every shapefile in data\\2026."),
        read(GIS + "\\scripts\\reproject.bat",
             "@echo off\nset \"PROJ_LIB=C:\\OSGeo4W\\share\\proj\"\n"
             "for %%f in (data\\2026\\*.shp) do ogr2ogr -f GPKG out\\%%~nf_5186.gpkg %%f -t_srs EPSG:5186\n"
             "echo done\n"),
        ok("cmd //c scripts\\\\reproject.bat", "done"),
        ok("ls out | grep -c _5186.gpkg", "14"),
    )
    T.pair("t35-gdal-projdb", "l-gdal-batch", "applied",
           "a .bat that sets PROJ_LIB before its ogr2ogr loop is run; 14 outputs, no proj.db error")

    T.later(
        "l-gdal-o4w-env", GIS, "2026-05-19T09:30:00Z", "main",
        user("Give me the proj4 string for EPSG:5179."),
        ok("cmd //c \"call C:\\OSGeo4W\\bin\\o4w_env.bat && gdalsrsinfo -o proj4 EPSG:5179\"",
           "+proj=tmerc +lat_0=38 +lon_0=127.5 +k=0.9996 +x_0=1000000 +y_0=2000000 +ellps=GRS80 "
           "+towgs84=0,0,0,0,0,0,0 +units=m +no_defs"),
    )
    T.pair("t35-gdal-projdb", "l-gdal-o4w-env", "applied",
           "gdalsrsinfo runs after o4w_env.bat sets up the OSGeo4W environment, a fix the lesson names")

    T.later(
        "l-gdal-linux-wheel", "/home/hyun/gis/parcels", "2026-05-26T12:10:00Z", "main",
        user("On the Linux box, reproject the parcels there too. GDAL is in the conda env 'geo'."),
        err("conda run -n geo ogr2ogr -f GPKG out/parcels_5186.gpkg data/parcels.shp -t_srs EPSG:5186",
            PROJ_ERR + "\nERROR 1: Failed to process SRS definition: EPSG:5186"),
        ok("conda run -n geo sh -c 'ls \"$CONDA_PREFIX/share/proj/proj.db\"'",
           "/home/hyun/miniforge3/envs/geo/share/proj/proj.db"),
        ok("conda run -n geo sh -c 'export PROJ_DATA=\"$CONDA_PREFIX/share/proj\" && ogr2ogr -f GPKG "
           "out/parcels_5186.gpkg data/parcels.shp -t_srs EPSG:5186 && echo ok'", "ok"),
    )
    T.pair("t35-gdal-projdb", "l-gdal-linux-wheel", "recurred",
           "on another host ogr2ogr fails with the same Cannot find proj.db before PROJ_DATA is exported")

    T.later(
        "l-gdal-srsinfo", GIS, "2026-06-02T06:50:00Z", "main",
        user("What's the WKT of EPSG:5179?"),
        err("cmd //c \"gdalsrsinfo -o wkt EPSG:5179\"",
            PROJ_ERR + "\nERROR 1: ERROR - failed to load SRS definition from EPSG:5179"),
        ok("cmd //c \"set PROJ_LIB=C:\\OSGeo4W\\share\\proj&& gdalsrsinfo -o wkt EPSG:5179\" | head -1",
           "PROJCRS[\"Korea 2000 / Unified CS\","),
    )
    T.pair("t35-gdal-projdb", "l-gdal-srsinfo", "recurred",
           "gdalsrsinfo from plain cmd fails with the same proj.db error before PROJ_LIB is set")

    T.later(
        "l-gdal-python", GIS, "2026-06-09T10:20:00Z", "feat/area-check",
        user("Run scripts\\area_check.py; it compares parcel areas in 5186."),
        err("cmd //c \"python scripts\\area_check.py\"",
            PROJ_ERR + "\nTraceback (most recent call last):\n  File \"C:\\Users\\hyun\\gis\\parcels\\scripts\\"
            "area_check.py\", line 9, in <module>\n    dst.ImportFromEPSG(5186)\n  File \"C:\\OSGeo4W\\apps\\"
            "Python312\\Lib\\site-packages\\osgeo\\osr.py\", line 1173, in ImportFromEPSG\n"
            "    return _osr.SpatialReference_ImportFromEPSG(self, *args)\n"
            "RuntimeError: PROJ: proj_create_from_database: Cannot find proj.db"),
        say("Same PROJ database lookup failing from the Python bindings."),
    )
    T.pair("t35-gdal-projdb", "l-gdal-python", "recurred",
           "the osgeo Python bindings fail with the same Cannot find proj.db from plain cmd")

    T.later(
        "l-gdal-missing-shp", GIS, "2026-06-15T07:40:00Z", "main",
        user("Summarise data\\parcels_2025.shp."),
        err("cmd //c \"ogrinfo -so data\\parcels_2025.shp\"",
            "FAILURE:\nUnable to open datasource `data\\parcels_2025.shp' with the following drivers.\n"
            "  -> `ESRI Shapefile'\n  -> `MapInfo File'\n  -> `GPKG'\n  -> `GeoJSON'"),
        ok("ls data | grep -i 2025", "parcels-2025.zip"),
        say("The 2025 parcels are still zipped (parcels-2025.zip, with a hyphen). Unzip first?"),
    )
    T.pair("t35-gdal-projdb", "l-gdal-missing-shp", "neither",
           "ogrinfo fails to open a file that does not exist, a different error; no projection is involved")

    T.later(
        "l-gdal-setup-doc", GIS, "2026-06-22T11:00:00Z", "main",
        user("Write docs\\setup.md for the new intern: how to run our GDAL commands from plain cmd."),
        write(GIS + "\\docs\\setup.md",
              "# Running GDAL here\n\nWe use OSGeo4W's GDAL. From plain cmd first run\n\n"
              "    set PROJ_LIB=C:\\OSGeo4W\\share\\proj\n\nor PROJ stops with \"Cannot find proj.db\". The OSGeo4W "
              "Shell does this for you.\n"),
        say("Written; nothing was run."),
    )
    T.pair("t35-gdal-projdb", "l-gdal-setup-doc", "neither",
           "the PROJ_LIB line is only written into a setup document; no GDAL command runs")


# ---------------------------------------------------------------------------------------------------------
# zypper in non-interactive mode and a new repository's signing key
# ---------------------------------------------------------------------------------------------------------

TW = "/home/ines/ci/tumbleweed-image"
OBS_DL = "https://download.opensuse.org/repositories"


def zyp_key_err(alias: str, name: str, url: str, fpr: str, created: str) -> str:
    return (f"Retrieving repository '{name}' metadata [\\]\nNew repository or package signing key received:\n\n"
            f"  Repository:       {name}\n  Key Fingerprint:  {fpr}\n"
            f"  Key Name:         {name} OBS Project <{name}@build.opensuse.org>\n"
            f"  Key Algorithm:    RSA 4096\n  Key Created:      {created}\n"
            "  Key Expires:      Thu May 13 10:21:13 2027\n"
            "  Rpm Name:         gpg-pubkey-7a3f6c11-67c6d4b9\n\n\n"
            "Do you want to reject the key, trust temporarily, or trust always? [r/t/a/?] (r): r\n"
            f"Retrieving repository '{name}' metadata .....................................[error]\n"
            f"Repository '{name}' is invalid.\n[{alias}|{url}] Valid metadata not found at specified URL\n"
            "History:\n - Signature verification failed for repomd.xml\n - Can't provide /repodata/repomd.xml\n\n"
            "Please check if the URIs defined for this repository are pointing to a valid repository.\n"
            f"Skipping repository '{name}' because of the above error.\n")


PY_URL = OBS_DL + "/devel:/languages:/python/openSUSE_Tumbleweed/"
PY_KEY = zyp_key_err("devel_languages_python", "devel:languages:python", PY_URL,
                     "2A42 1B3E 0B0E 6E4C 1D2F  8BAE 5C8E 2E5B 7A3F 6C11", "Tue Mar  4 10:21:13 2025")
TOOLS_URL = OBS_DL + "/home:/ines:/tools/openSUSE_Tumbleweed/"
TOOLS_KEY = zyp_key_err("home_ines_tools", "home:ines:tools", TOOLS_URL,
                        "91B0 44D3 A7F2 1C6E 0B93  5E4A 2D17 C9E0 48AB 33F1", "Mon Jan 12 08:44:02 2026")


def zypper() -> None:
    T.source(
        "s-zypper-gpg", TW, "2026-04-13T09:00:00Z", "main",
        user("In this Tumbleweed dev box, add devel:languages:python and install python313-uv from it."),
        ok("sudo zypper -n addrepo -f " + PY_URL + " devel_languages_python",
           "Adding repository 'devel_languages_python' ..........................................[done]\n"
           "Repository 'devel_languages_python' successfully added\n\nURI         : " + PY_URL + "\n"
           "Enabled     : Yes\nGPG Check   : Yes\nAutorefresh : Yes\nPriority    : 99 (default priority)"),
        err("sudo zypper -n refresh",
            "Repository 'openSUSE-Tumbleweed-Oss' is up to date.\n" + PY_KEY
            + "Some of the repositories have not been refreshed because of an error.", 4),
        say("The metadata is fine; with -n zypper answers the new-key prompt with the default, reject, so the "
            "signature check fails and the repo is skipped. Letting zypper import the key."),
        ok("sudo zypper -n --gpg-auto-import-keys refresh && sudo zypper -n install python313-uv",
           "Repository 'openSUSE-Tumbleweed-Oss' is up to date.\n\nAutomatically importing the following key:\n\n"
           "  Repository:       devel:languages:python\n  Key Fingerprint:  2A42 1B3E 0B0E 6E4C 1D2F  8BAE 5C8E "
           "2E5B 7A3F 6C11\n\nRetrieving repository 'devel:languages:python' metadata ..........[done]\n"
           "Building repository 'devel:languages:python' cache ...............................[done]\n"
           "All repositories have been refreshed.\nLoading repository data...\nReading installed packages...\n"
           "Resolving package dependencies...\n\nThe following NEW package is going to be installed:\n"
           "  python313-uv\n\n1 new package to install.\n"
           "(1/1) Installing: python313-uv-0.6.14-1.1.x86_64 .................................[done]"),
    )
    T.lesson(
        "t35-zypper-gpgkey", "global", "en", "s-zypper-gpg", "tool_quirk",
        "zypper -n silently rejects a new repository's signing key and then calls the repo invalid",
        "After adding an OBS repository, `sudo zypper -n refresh` exits 4 with \"Valid metadata not found at "
        "specified URL\" and \"Signature verification failed for repomd.xml\".",
        "The message blames the URL, which is correct; the important line is the key prompt that -n answered with "
        "the default 'r' (reject).",
        "A newly added repository is signed with a key rpm does not know yet; in non-interactive mode zypper "
        "rejects unknown keys, so the repository's metadata fails verification and is skipped.",
        "Let zypper import the key: `zypper --gpg-auto-import-keys refresh` (a global option, so it goes before "
        "the command: `zypper -n --gpg-auto-import-keys refresh`, also with `install`), or import the repository "
        "key first with `rpm --import <repo URL>/repodata/repomd.xml.key` and then refresh. Same in a "
        "Containerfile or over ssh.",
        ["`sudo zypper -n refresh` → \"Do you want to reject the key, trust temporarily, or trust always? "
         "[r/t/a/?] (r): r\"",
         "\"Signature verification failed for repomd.xml\"",
         "`sudo zypper -n --gpg-auto-import-keys refresh && sudo zypper -n install python313-uv` → "
         "\"All repositories have been refreshed.\""],
    )

    T.later(
        "l-zyp-containerfile", TW, "2026-05-05T10:45:00Z", "main",
        user("Bake uv into the CI image: add the python repo in the Containerfile and build it with podman."),
        write(TW + "/Containerfile",
              "FROM registry.opensuse.org/opensuse/tumbleweed:latest\n"
              "RUN zypper -n addrepo -f " + PY_URL + " devel_languages_python \\\n"
              " && zypper -n --gpg-auto-import-keys refresh \\\n && zypper -n install python313-uv make git \\\n"
              " && zypper clean -a\n"),
        ok("podman build -t tw-ci:latest .",
           "STEP 1/2: FROM registry.opensuse.org/opensuse/tumbleweed:latest\nSTEP 2/2: RUN zypper -n addrepo -f "
           + PY_URL + " devel_languages_python  && zypper -n --gpg-auto-import-keys refresh  && zypper -n install "
           "python313-uv make git  && zypper clean -a\n...\nAll repositories have been refreshed.\n...\n"
           "COMMIT tw-ci:latest\n--> 3c9d1f0e7a2b\nSuccessfully tagged localhost/tw-ci:latest"),
    )
    T.pair("t35-zypper-gpgkey", "l-zyp-containerfile", "applied",
           "the Containerfile refreshes with --gpg-auto-import-keys and podman builds it without the key failure")

    T.later(
        "l-zyp-rpm-import", TW, "2026-05-14T13:00:00Z", "main",
        user("Add my home:ines:tools repo here; import its key properly first instead of auto-trusting."),
        ok("sudo zypper -n addrepo -f " + TOOLS_URL + " home_ines_tools",
           "Repository 'home_ines_tools' successfully added"),
        ok("sudo rpm --import " + TOOLS_URL + "repodata/repomd.xml.key && rpm -q gpg-pubkey --qf '%{SUMMARY}\\n' "
           "| tail -1", "gpg(home:ines OBS Project <home:ines@build.opensuse.org>)"),
        ok("sudo zypper -n refresh",
           "Repository 'openSUSE-Tumbleweed-Oss' is up to date.\nRetrieving repository 'home:ines:tools' metadata "
           "..........[done]\nBuilding repository 'home:ines:tools' cache ..........[done]\n"
           "All repositories have been refreshed."),
    )
    T.pair("t35-zypper-gpgkey", "l-zyp-rpm-import", "applied",
           "the repository key is imported with rpm --import before refresh, which then passes")

    T.later(
        "l-zyp-ssh-sles", TW, "2026-05-21T15:35:00Z", "main",
        user("build-sles-02 got the same python repo added by the config tool. Refresh it and install rpmlint."),
        ok("ssh build-sles-02 'sudo zypper --non-interactive --gpg-auto-import-keys refresh && sudo zypper -n "
           "install rpmlint'",
           "Automatically importing the following key:\n\n  Repository:       devel:languages:python\n"
           "...\nAll repositories have been refreshed.\n...\n(3/3) Installing: rpmlint-2.5.0-1.2.noarch ....[done]"),
    )
    T.pair("t35-zypper-gpgkey", "l-zyp-ssh-sles", "applied",
           "over ssh the refresh runs with --gpg-auto-import-keys and the long --non-interactive; it passes")

    T.later(
        "l-zyp-tools-repo", TW, "2026-05-28T09:20:00Z", "feat/tools",
        user("Add home:ines:tools in this fresh box and install ines-lint."),
        ok("sudo zypper -n addrepo -f " + TOOLS_URL + " home_ines_tools",
           "Repository 'home_ines_tools' successfully added"),
        err("sudo zypper -n refresh",
            "Repository 'openSUSE-Tumbleweed-Oss' is up to date.\n" + TOOLS_KEY
            + "Some of the repositories have not been refreshed because of an error.", 4),
        ok("sudo zypper -n --gpg-auto-import-keys refresh && sudo zypper -n install ines-lint",
           "All repositories have been refreshed.\n...\n(1/1) Installing: ines-lint-0.4.2-3.1.noarch ....[done]"),
    )
    T.pair("t35-zypper-gpgkey", "l-zyp-tools-repo", "recurred",
           "another repository's key is rejected under -n and the refresh fails the same way before the fix")

    T.later(
        "l-zyp-install-autorefresh", TW, "2026-06-04T14:10:00Z", "main",
        user("Install git-delta from devel:tools:scm."),
        ok("sudo zypper -n addrepo -f " + OBS_DL + "/devel:/tools:/scm/openSUSE_Tumbleweed/ devel_tools_scm",
           "Repository 'devel_tools_scm' successfully added"),
        err("sudo zypper -n install git-delta",
            zyp_key_err("devel_tools_scm", "devel:tools:scm", OBS_DL + "/devel:/tools:/scm/openSUSE_Tumbleweed/",
                        "0C77 D2E1 5B8A 44F0 9E13  A6C2 71D8 0F4B 92E6 1A07", "Wed Jun 18 12:00:41 2025")
            + "Some of the repositories have not been refreshed because of an error.\nLoading repository data...\n"
            "Reading installed packages...\n'git-delta' not found in package names. Trying capabilities.\n"
            "No provider of 'git-delta' found.", 104),
        say("The new repo's key was rejected during the install's auto-refresh, so the package was never seen."),
    )
    T.pair("t35-zypper-gpgkey", "l-zyp-install-autorefresh", "recurred",
           "zypper -n install's auto-refresh rejects the new repo key and skips the repo: the same failure")

    T.later(
        "l-zyp-typo-url", TW, "2026-06-11T11:30:00Z", "main",
        user("Add devel:tools too and refresh."),
        ok("sudo zypper -n addrepo -f " + OBS_DL + "/devel:/tools/openSUSE_Tumbleweeed/ devel_tools",
           "Repository 'devel_tools' successfully added"),
        err("sudo zypper -n refresh devel_tools",
            "Retrieving repository 'devel_tools' metadata .....................................[error]\n"
            "Repository 'devel_tools' is invalid.\n[devel_tools|" + OBS_DL + "/devel:/tools/openSUSE_Tumbleweeed/] "
            "Valid metadata not found at specified URL\nHistory:\n - [|] Error trying to read from '" + OBS_DL
            + "/devel:/tools/openSUSE_Tumbleweeed/'\n - Download (curl) error for '" + OBS_DL
            + "/devel:/tools/openSUSE_Tumbleweeed/repodata/repomd.xml':\nError code: HTTP response: 404\n"
            "Error message: The requested URL returned error: 404\n\n"
            "Please check if the URIs defined for this repository are pointing to a valid repository.\n"
            "Skipping repository 'devel_tools' because of the above error.\n"
            "Some of the repositories have not been refreshed because of an error.", 4),
        ok("zypper lr -u devel_tools | grep '^URI'", "URI            : " + OBS_DL
           + "/devel:/tools/openSUSE_Tumbleweeed/"),
        say("This one is a 404: the URL says openSUSE_Tumbleweeed (three e's). The config tool's template has the "
            "typo."),
        user("Leave it, I'll fix the template and re-provision."),
    )
    T.pair("t35-zypper-gpgkey", "l-zyp-typo-url", "neither",
           "the same 'Valid metadata not found' comes from a mistyped URL (HTTP 404), another cause")

    T.later(
        "l-zyp-search", TW, "2026-06-18T16:25:00Z", "main",
        user("Which python313-uv versions can I get?"),
        ok("zypper -n search -s python313-uv",
           "Loading repository data...\nReading installed packages...\n\n"
           "S | Name         | Type    | Version     | Arch   | Repository\n"
           "--+--------------+---------+-------------+--------+-----------------------\n"
           "i | python313-uv | package | 0.6.14-1.1  | x86_64 | devel:languages:python\n"
           "v | python313-uv | package | 0.5.29-1.2  | x86_64 | openSUSE-Tumbleweed-Oss"),
    )
    T.pair("t35-zypper-gpgkey", "l-zyp-search", "neither",
           "zypper only searches installed repositories; no refresh of a new repository and no key handling")


# ---------------------------------------------------------------------------------------------------------
# Chocolatey from a non-elevated shell (a prose-only fix)
# ---------------------------------------------------------------------------------------------------------

KIOSK = "C:\\Users\\dev\\src\\kiosk-app"
IS_ADMIN = ("powershell -NoProfile -Command '([Security.Principal.WindowsPrincipal][Security.Principal."
            "WindowsIdentity]::GetCurrent()).IsInRole([Security.Principal.WindowsBuiltInRole]::Administrator)'")


def choco_err(pkg: str, verb: str = "Installing", done: str = "installed") -> str:
    return ("Chocolatey v2.2.2\nChocolatey detected you are not running from an elevated command shell\n"
            " (cmd/powershell).\n\n You may experience errors - many functions/packages\n"
            " require admin rights. Only advanced users should run choco w/out an\n"
            " elevated shell. When you open the command shell, you should ensure\n"
            " that you do so with \"Run as Administrator\" selected. If you are\n"
            " attempting to use Chocolatey in a non-administrator setting, you\n"
            " must select a different location other than the default install\n"
            " location. See\n https://docs.chocolatey.org/en-us/choco/setup#non-administrative-install\n"
            " for details.\n\n"
            f"{verb} the following packages:\n{pkg}\nBy installing, you accept licenses for the packages.\n"
            "Access to the path 'C:\\ProgramData\\chocolatey\\lib-bad' is denied.\n\n"
            f"Chocolatey {done} 0/1 packages. 1 packages failed.\n"
            " See the log for details (C:\\ProgramData\\chocolatey\\logs\\chocolatey.log).\n\nFailures\n"
            f" - {pkg} - Access to the path 'C:\\ProgramData\\chocolatey\\lib-bad' is denied.")


def choco_ok(pkg: str, version: str, verb: str = "Installing", done: str = "installed") -> str:
    return (f"Chocolatey v2.2.2\n{verb} the following packages:\n{pkg}\n"
            "By installing, you accept licenses for the packages.\n\n"
            f"{pkg} v{version} [Approved]\n{pkg} package files install completed. Performing other installation "
            f"steps.\n The install of {pkg} was successful.\n  Software installed as 'msi', install location is "
            f"likely default.\n\nChocolatey {done} 1/1 packages.\n"
            " See the log for details (C:\\ProgramData\\chocolatey\\logs\\chocolatey.log).")


def choco() -> None:
    T.source(
        "s-choco-elevation", KIOSK, "2026-04-14T07:45:00Z", "main",
        user("Install the Node LTS with Chocolatey so the kiosk build works on this machine."),
        err("powershell -NoProfile -Command 'choco install nodejs-lts -y'", choco_err("nodejs-lts")),
        ok(IS_ADMIN, "False"),
        say("This shell isn't elevated, and Chocolatey's default location under C:\\ProgramData needs admin "
            "rights. Please restart this session from a terminal opened with Run as Administrator."),
        user("Done, I restarted Claude from an admin Windows Terminal. Go on."),
        ok(IS_ADMIN, "True"),
        ok("powershell -NoProfile -Command 'choco install nodejs-lts -y'", choco_ok("nodejs-lts", "20.12.2")),
    )
    T.lesson(
        "t35-choco-elevated", "global", "en", "s-choco-elevation", "workflow",
        "choco install from a normal (non-elevated) shell fails with access denied",
        "`choco install nodejs-lts -y` warns \"Chocolatey detected you are not running from an elevated command "
        "shell\" and then fails: \"Access to the path 'C:\\ProgramData\\chocolatey\\lib-bad' is denied\", 0/1 "
        "packages installed.",
        "The first lines read like a warning you can ignore, and -y answers every prompt, so it seems choco "
        "should manage; the real failure comes only at the end.",
        "A machine-wide Chocolatey lives under C:\\ProgramData\\chocolatey, which only administrators can write; "
        "the agent's shell was started without elevation.",
        "Run Chocolatey only from an elevated shell: restart the terminal (and the agent session in it) with Run "
        "as Administrator, or elevate just the choco call and have the person approve the UAC prompt; checking "
        "that the shell is an administrator one first saves a failed run.",
        ["\"Chocolatey detected you are not running from an elevated command shell\"",
         "\"Access to the path 'C:\\ProgramData\\chocolatey\\lib-bad' is denied.\"",
         "\"Chocolatey installed 1/1 packages.\""],
    )

    T.later(
        "l-choco-sudo", KIOSK, "2026-05-06T08:10:00Z", "main",
        user("Upgrade the Node LTS via Chocolatey. Windows sudo is enabled (inline mode) on this box."),
        ok("powershell -NoProfile -Command 'sudo choco upgrade nodejs-lts -y'",
           choco_ok("nodejs-lts", "20.13.1", "Upgrading", "upgraded")),
        ok("node --version", "v20.13.1"),
    )
    T.pair("t35-choco-elevated", "l-choco-sudo", "applied",
           "choco runs elevated through Windows sudo and succeeds; no non-elevated failure before")

    T.later(
        "l-choco-runas", KIOSK, "2026-05-13T13:40:00Z", "main",
        user("Install 7zip with choco. I'll approve the UAC prompt."),
        ok("powershell -NoProfile -Command 'Start-Process powershell -Verb RunAs -Wait -ArgumentList "
           "\"-NoProfile\",\"-Command\",\"choco install 7zip -y *> $env:TEMP\\choco-7zip.log\"; Get-Content "
           "$env:TEMP\\choco-7zip.log -Tail 2'",
           "Chocolatey installed 1/1 packages.\n See the log for details "
           "(C:\\ProgramData\\chocolatey\\logs\\chocolatey.log)."),
        ok("powershell -NoProfile -Command 'Get-Command 7z | Select-Object -ExpandProperty Source'",
           "C:\\ProgramData\\chocolatey\\bin\\7z.exe"),
    )
    T.pair("t35-choco-elevated", "l-choco-runas", "applied",
           "only the choco call is elevated with Start-Process -Verb RunAs and it installs 1/1")

    T.later(
        "l-choco-admin-check", KIOSK, "2026-05-21T09:55:00Z", "feat/printer",
        user("The receipt printer needs the Zebra utilities. I started this session as admin; install them with "
             "choco."),
        ok(IS_ADMIN, "True"),
        ok("powershell -NoProfile -Command 'choco install zebra-setup-utilities -y'",
           choco_ok("zebra-setup-utilities", "1.1.9.1325")),
        ok("git status --short", ""),
    )
    T.pair("t35-choco-elevated", "l-choco-admin-check", "applied",
           "the shell is confirmed elevated before choco install, which succeeds")

    T.later(
        "l-choco-upgrade-python", KIOSK, "2026-05-28T15:15:00Z", "main",
        user("Upgrade Python via choco, the build script wants 3.12.4."),
        err("powershell -NoProfile -Command 'choco upgrade python -y'",
            choco_err("python", "Upgrading", "upgraded")),
        say("Not elevated again; this session was started from a normal terminal."),
    )
    T.pair("t35-choco-elevated", "l-choco-upgrade-python", "recurred",
           "choco upgrade from a non-elevated shell fails with the same access-denied lib-bad error")

    T.later(
        "l-choco-cmd", "C:\\Users\\dev\\src\\label-printer", "2026-06-04T10:05:00Z", "main",
        user("In the label-printer repo, install git with choco from cmd."),
        err("cmd //c \"choco install git -y\"", choco_err("git")),
        ok(IS_ADMIN, "False"),
        say("cmd here is not elevated either; please restart the session as Administrator."),
    )
    T.pair("t35-choco-elevated", "l-choco-cmd", "recurred",
           "choco install from a non-elevated cmd fails with the same not-elevated access-denied error")

    T.later(
        "l-choco-search", KIOSK, "2026-06-11T14:30:00Z", "main",
        user("Is there a newer nodejs-lts on the community repo?"),
        ok("powershell -NoProfile -Command 'choco search nodejs-lts --exact'",
           "Chocolatey v2.2.2\nnodejs-lts 22.3.0 [Approved]\n1 packages found."),
        say("Yes, 22.3.0 is out."),
    )
    T.pair("t35-choco-elevated", "l-choco-search", "neither",
           "choco only searches the repository, which needs no elevation; nothing is installed")

    T.later(
        "l-choco-winget", KIOSK, "2026-06-18T08:40:00Z", "main",
        user("Install the .NET 8 runtime, with winget this time."),
        ok("winget install --id Microsoft.DotNet.Runtime.8 -e --accept-source-agreements "
           "--accept-package-agreements",
           "Found Microsoft .NET Runtime 8.0 [Microsoft.DotNet.Runtime.8] Version 8.0.6\n"
           "This application is licensed to you by its owner.\nDownloading https://download.visualstudio."
           "microsoft.com/download/pr/dotnet-runtime-8.0.6-win-x64.exe\nSuccessfully verified installer hash\n"
           "Starting package install...\nSuccessfully installed"),
    )
    T.pair("t35-choco-elevated", "l-choco-winget", "neither",
           "winget, another installer, is used; Chocolatey never runs")


FILLS = [gdal, zypper, choco]
