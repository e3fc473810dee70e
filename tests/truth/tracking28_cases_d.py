"""The twenty-eighth tracking corpus's cases, part four, all on Windows: PowerShell's Expand-Archive refusing any
extension but .zip, xcopy's file-or-directory prompt in a non-interactive cmd, and mklink's directory symlinks
without the privilege (a Korean lesson). The labelling rules are in tracking28_cases.py."""
from __future__ import annotations

from typing import Callable

from tests.truth.tracking28_cases import T, b, say, u

# --- Expand-Archive only takes .zip (PowerShell 5.1 and 7) ----------------------------------------------------


def ea_error(ext: str, cmd: str, ps7: bool = False) -> str:
    msg = f"{ext} is not a supported archive file format. .zip is the only supported archive file format."
    if ps7:
        return f"Expand-Archive: {msg}"
    return (f"Expand-Archive : {msg}\nAt line:1 char:1\n+ {cmd[:60]} ...\n+ {'~' * 64}\n"
            f"    + CategoryInfo          : InvalidArgument: ({ext}:String) [Expand-Archive], IOException\n"
            "    + FullyQualifiedErrorId : NotSupportedArchiveFileExtension,Expand-Archive")


def ea_source() -> None:
    cmd = r"Expand-Archive -Path .\Newtonsoft.Json.13.0.3.nupkg -DestinationPath .\nj"
    T.source("s-expand-nupkg", r"C:\Users\sam\work\pkg-audit", "2025-10-10T13:00:00Z", "audit/nuget",
             u("unpack Newtonsoft.Json.13.0.3.nupkg and list the target frameworks it ships (Windows PowerShell)"),
             b(cmd, ea_error(".nupkg", cmd), 1),
             say("A .nupkg is a zip file, but Expand-Archive decides by the extension alone. Copying it to a .zip "
                 "name first."),
             b(r"Copy-Item .\Newtonsoft.Json.13.0.3.nupkg .\nj.zip; Expand-Archive -Path .\nj.zip -DestinationPath "
               r".\nj -Force; Get-ChildItem .\nj\lib -Name",
               "net20\nnet35\nnet40\nnet45\nnet6.0\nnetstandard1.0\nnetstandard1.3\nnetstandard2.0"))
    T.lesson("t28-expand-archive-zip", "global", "en", "s-expand-nupkg", "tool_quirk",
             "Expand-Archive refuses zip files that are not named .zip (.nupkg, .vsix, .jar)",
             "`Expand-Archive -Path .\\Newtonsoft.Json.13.0.3.nupkg -DestinationPath .\\nj` fails with `.nupkg is "
             "not a supported archive file format. .zip is the only supported archive file format.`",
             "The file really is a zip archive, so the message sounds like a corrupt download or a missing "
             "module rather than a naming rule.",
             "Expand-Archive checks the file extension, not the content, and accepts only `.zip`.",
             "Copy or rename the file to a `.zip` name first (`Copy-Item x.nupkg x.zip` / `Rename-Item`) and expand "
             "that, or unpack it with `tar -xf x.nupkg` (the bsdtar in Windows 10+ reads zips whatever their name).",
             ["`Expand-Archive -Path .\\Newtonsoft.Json.13.0.3.nupkg -DestinationPath .\\nj` failed: \".zip is the "
              "only supported archive file format.\"",
              "after `Copy-Item .\\Newtonsoft.Json.13.0.3.nupkg .\\nj.zip` the expand worked and listed "
              "\"netstandard2.0\""])


def ea_later() -> None:
    vsix = r"Expand-Archive .\downloads\ms-python.python-2024.22.0.vsix -DestinationPath .\vsix"
    T.later("l-ea-vsix", r"C:\Users\sam\work\ext-review", "2025-10-17T09:30:00Z", "review/python-ext",
            u("open up the python extension vsix and show me its package.json version (PowerShell 7)"),
            b(vsix, ea_error(".vsix", vsix, ps7=True), 1),
            b(r"Copy-Item .\downloads\ms-python.python-2024.22.0.vsix .\py.zip; Expand-Archive .\py.zip "
              r"-DestinationPath .\vsix; (Get-Content .\vsix\extension\package.json | ConvertFrom-Json).version",
              "2024.22.0"))
    jar = r"Expand-Archive -LiteralPath .\lib\commons-text-1.12.0.jar -DestinationPath .\jar-src"
    T.later("l-ea-jar", r"C:\dev\legacy-report", "2025-10-23T14:10:00Z", "fix/classpath",
            u("check which classes are inside lib\\commons-text-1.12.0.jar"),
            b(jar, ea_error(".jar", jar), 1),
            b(r"jar tf .\lib\commons-text-1.12.0.jar | Select-String StringSubstitutor",
              "org/apache/commons/text/StringSubstitutor.class\norg/apache/commons/text/StringSubstitutorReader.class"))
    T.later("l-ea-rename", r"C:\Users\sam\work\pkg-audit", "2025-11-01T10:00:00Z", "audit/nuget",
            u("now do the same for Serilog 4.1.0"),
            b(r"Rename-Item .\Serilog.4.1.0.nupkg Serilog.4.1.0.zip; Expand-Archive .\Serilog.4.1.0.zip "
              r"-DestinationPath .\serilog; Get-ChildItem .\serilog\lib -Name",
              "net462\nnet471\nnet6.0\nnet8.0\nnetstandard2.0"))
    T.later("l-ea-tar", r"C:\Users\vic\audit", "2025-11-09T16:40:00Z", "main",
            u("what's in Dapper.2.1.35.nupkg's lib folder?"),
            b(r"mkdir dapper | Out-Null; tar -xf .\Dapper.2.1.35.nupkg -C .\dapper; Get-ChildItem .\dapper\lib -Name",
              "net461\nnet5.0\nnet7.0\nnetstandard2.0"))
    T.later("l-ea-real-zip", r"C:\Users\sam\work\release-check", "2025-11-13T08:20:00Z", "release/5.2",
            u("unzip the win-x64 release and check the exe version"),
            b(r"Expand-Archive .\release-win-x64.zip -DestinationPath .\out; (Get-Item .\out\app.exe).VersionInfo."
              "FileVersion", "5.2.0.0"))
    T.later("l-ea-exists", r"C:\Users\sam\work\site", "2025-11-19T11:00:00Z", "main",
            u("unzip the new site build over public\\"),
            b(r"Expand-Archive .\site.zip -DestinationPath .\public",
              r"Expand-Archive: Failed to create file 'C:\Users\sam\work\site\public\index.html' while expanding the "
              r"archive file 'C:\Users\sam\work\site\site.zip' contents as the file 'C:\Users\sam\work\site\public"
              r"\index.html' already exists. Use the -Force parameter if you want to overwrite the existing directory "
              r"'C:\Users\sam\work\site\public' contents when expanding the archive file.", 1),
            say("public\\ already has files. Should I overwrite them with -Force?"))
    T.pair("t28-expand-archive-zip", "l-ea-vsix", "recurred",
           "Expand-Archive on a .vsix: the same '.zip is the only supported' refusal; the copy to .zip comes after")
    T.pair("t28-expand-archive-zip", "l-ea-jar", "recurred", "Expand-Archive on a .jar refused the same way; jar tf used instead")
    T.pair("t28-expand-archive-zip", "l-ea-rename", "applied", "Rename-Item to .zip before Expand-Archive")
    T.pair("t28-expand-archive-zip", "l-ea-tar", "applied", "the .nupkg unpacked with `tar -xf`, the lesson's other way")
    T.pair("t28-expand-archive-zip", "l-ea-real-zip", "neither", "Expand-Archive on a real .zip; nothing to fix")
    T.pair("t28-expand-archive-zip", "l-ea-exists", "neither", "a different Expand-Archive error: the files already exist")


# --- xcopy's F/D prompt in a non-interactive cmd --------------------------------------------------------------


def xcopy_prompt(target: str) -> str:
    return (f"Does {target} specify a file name\nor directory name on the target\n(F = file, D = directory)? \n"
            "0 File(s) copied")


def xcopy_source() -> None:
    T.source("s-xcopy-prompt", r"C:\build\storefront", "2025-10-11T07:30:00Z", "deploy/iis",
             u("copy the built dist folder to C:\\inetpub\\storefront (it doesn't exist yet), in cmd"),
             b(r"xcopy dist C:\inetpub\storefront /E /Y", xcopy_prompt(r"C:\inetpub\storefront"), 4),
             say("xcopy can't tell whether the missing target is a file or a directory and asks, which fails with "
                 "no console. /I tells it the target is a directory."),
             b(r"xcopy dist C:\inetpub\storefront /E /I /Y",
               "dist\\index.html\ndist\\assets\\app.4f1c.js\ndist\\assets\\app.9be0.css\n148 File(s) copied"))
    T.lesson("t28-xcopy-prompt", "global", "en", "s-xcopy-prompt", "tool_quirk",
             "xcopy to a new target asks 'file or directory?' and copies nothing in a non-interactive shell",
             "`xcopy dist C:\\inetpub\\storefront /E /Y` prints `Does C:\\inetpub\\storefront specify a file name or "
             "directory name on the target (F = file, D = directory)?` and then `0 File(s) copied`.",
             "`/Y` looks like it answers every prompt, but it only covers overwrite confirmations.",
             "When the destination does not exist yet, xcopy cannot tell whether it names a file or a directory and "
             "asks on the console; with no one to answer, nothing is copied.",
             "Say the target is a directory: add `/I`, or end the target with a backslash "
             "(`C:\\inetpub\\storefront\\`); for a single file to a new name pipe the answer in (`echo F | xcopy …`).",
             ["`xcopy dist C:\\inetpub\\storefront /E /Y` asked \"(F = file, D = directory)?\" and ended \"0 File(s) "
              "copied\"",
              "`xcopy dist C:\\inetpub\\storefront /E /I /Y` then printed \"148 File(s) copied\""])


def xcopy_later() -> None:
    T.later("l-xc-cms", r"C:\build\cms", "2025-10-19T08:00:00Z", "deploy/cms",
            u("copy assets\\img to the new D:\\deploy\\cms\\img folder (cmd)"),
            b(r"xcopy assets\img D:\deploy\cms\img /S /Y", xcopy_prompt(r"D:\deploy\cms\img"), 4),
            b(r"xcopy assets\img D:\deploy\cms\img\ /S /Y", "assets\\img\\logo.svg\nassets\\img\\hero.webp\n"
              "62 File(s) copied"))
    T.later("l-xc-bat", r"C:\build\handbook", "2025-10-26T19:15:00Z", "release/handbook-3",
            u("run the publish script for the handbook"),
            b(r"call scripts\publish.bat", "Building handbook...\nBuild succeeded.\nPublishing to "
              "\\\\web-02\\sites\\handbook-3\n" + xcopy_prompt(r"\\web-02\sites\handbook-3"), 4),
            say("publish.bat's xcopy stopped at the file-or-directory question, so nothing was published to "
                "web-02."))
    T.later("l-xc-trailing", r"C:\ci\qa-suite", "2025-11-03T18:30:00Z", "ci/reports",
            u("copy the test reports to the QA share under today's date"),
            b(r"xcopy build\reports \\fileserver\qa\reports\2025-11-03\ /E /Y",
              "build\\reports\\index.html\nbuild\\reports\\junit.xml\n37 File(s) copied"))
    T.later("l-xc-lower-i", r"C:\src\manual", "2025-11-10T12:00:00Z", "docs/site",
            u("publish the docs folder to C:\\site\\docs"),
            b(r"xcopy .\docs C:\site\docs /e /i /y", ".\\docs\\index.md\n.\\docs\\setup.md\n12 File(s) copied"))
    T.later("l-xc-existing", r"C:\build\storefront", "2025-11-17T07:45:00Z", "hotfix/cart-js",
            u("push just the rebuilt js bundles to the live site folder"),
            b(r"xcopy dist\assets\*.js C:\inetpub\storefront\assets /Y",
              "dist\\assets\\app.77ad.js\ndist\\assets\\vendor.1c02.js\n2 File(s) copied"))
    T.later("l-xc-notfound", r"C:\build\storefront", "2025-11-24T07:50:00Z", "hotfix/sourcemaps",
            u("copy the source maps to the site too"),
            b(r"xcopy dist\*.map C:\inetpub\storefront\assets /Y", "File not found - *.map\n0 File(s) copied", 4),
            say("There are no .map files in dist; the production build doesn't emit source maps."))
    T.pair("t28-xcopy-prompt", "l-xc-cms", "recurred",
           "xcopy to a new D:\\deploy\\cms\\img asks F/D and copies nothing; the trailing backslash comes after")
    T.pair("t28-xcopy-prompt", "l-xc-bat", "recurred",
           "through publish.bat the xcopy prompt comes back for \\\\web-02\\sites\\handbook-3; not fixed")
    T.pair("t28-xcopy-prompt", "l-xc-trailing", "applied", "the target ends with a backslash, a spelling the lesson names")
    T.pair("t28-xcopy-prompt", "l-xc-lower-i", "applied", "`/i` (lower case) tells xcopy the target is a directory")
    T.pair("t28-xcopy-prompt", "l-xc-existing", "neither", "xcopy into a folder that exists: no prompt, no fix")
    T.pair("t28-xcopy-prompt", "l-xc-notfound", "neither", "a different xcopy error: no file matches *.map")


# --- mklink /D without the symlink privilege (Korean lesson, cmd) ---------------------------------------------

NO_PRIV = "You do not have sufficient privilege to perform this operation."


def mklink_source() -> None:
    T.source("s-mklink-junction", r"C:\Users\minseo\dev\monorepo", "2025-10-11T12:00:00Z", "feat/ui-link",
             u("packages\\ui 를 apps\\web\\node_modules\\@acme\\ui 로 링크 걸어줘 (cmd, 일반 사용자)"),
             b(r"mklink /D apps\web\node_modules\@acme\ui ..\..\..\..\packages\ui", NO_PRIV, 1),
             say("디렉터리 심볼릭 링크는 관리자 권한이나 개발자 모드가 있어야 만들 수 있습니다. 정션(/J)은 권한 없이 "
                 "만들 수 있으니 절대 경로로 정션을 만들겠습니다."),
             b(r"mklink /J apps\web\node_modules\@acme\ui C:\Users\minseo\dev\monorepo\packages\ui",
               r"Junction created for apps\web\node_modules\@acme\ui <<===>> C:\Users\minseo\dev\monorepo\packages\ui"))
    T.lesson("t28-mklink-junction", "global", "ko", "s-mklink-junction", "env_setup",
             "일반 사용자 cmd 에서 mklink /D 는 권한 오류로 실패한다 — 디렉터리는 정션(/J)으로",
             "`mklink /D apps\\web\\node_modules\\@acme\\ui ..\\..\\..\\..\\packages\\ui` 가 `You do not have "
             "sufficient privilege to perform this operation.` 을 내고 링크가 만들어지지 않는다.",
             "같은 명령이 관리자 창에서는 되기 때문에 경로나 대상 폴더 문제로 오해하기 쉽다.",
             "Windows 에서 심볼릭 링크 생성에는 SeCreateSymbolicLinkPrivilege(관리자 또는 개발자 모드)가 필요하다. "
             "정션은 이 권한이 필요 없다.",
             "디렉터리 링크는 `mklink /J 링크 대상`(정션, 대상은 절대 경로)으로 만든다. PowerShell 에서는 "
             "`New-Item -ItemType Junction -Path 링크 -Target 대상`.",
             ["`mklink /D apps\\web\\node_modules\\@acme\\ui ..\\..\\..\\..\\packages\\ui` 실패: \"You do not have "
              "sufficient privilege to perform this operation.\"",
              "`mklink /J` 로 다시 만들자 \"Junction created for apps\\web\\node_modules\\@acme\\ui\""])


def mklink_later() -> None:
    T.later("l-mk-jdk", r"C:\tools", "2025-10-21T09:00:00Z", "HEAD",
            u("C:\\tools\\jdk-current 가 jdk-21.0.5 를 가리키게 해줘"),
            b(r"mklink /D C:\tools\jdk-current C:\tools\jdk-21.0.5", NO_PRIV, 1),
            b(r"mklink /J C:\tools\jdk-current C:\tools\jdk-21.0.5",
              r"Junction created for C:\tools\jdk-current <<===>> C:\tools\jdk-21.0.5"))
    T.later("l-mk-script", r"C:\Users\hana\game-client", "2025-10-30T20:00:00Z", "chore/dev-setup",
            u("run the dev setup script"),
            b(r"call tools\setup-links.cmd", "Linking shared assets...\n" + NO_PRIV + "\nsetup failed", 1),
            say("setup-links.cmd uses `mklink /D`, which needs an elevated prompt or Developer Mode here."))
    T.later("l-mk-j-lower", r"C:\Users\minseo\dev\e2e", "2025-11-05T10:30:00Z", "test/fixtures",
            u("공용 fixture 폴더를 data\\fixtures 로 연결해줘"),
            b(r"mklink /j data\fixtures D:\shared\fixtures",
              r"Junction created for data\fixtures <<===>> D:\shared\fixtures"))
    T.later("l-mk-ps-junction", r"C:\Users\minseo\dev\monorepo\apps\admin", "2025-11-12T15:00:00Z", "feat/admin",
            u("link packages\\config into the admin app's node_modules (PowerShell)"),
            b(r"New-Item -ItemType Junction -Path .\node_modules\@acme\config -Target "
              r"C:\Users\minseo\dev\monorepo\packages\config",
              "    Directory: C:\\Users\\minseo\\dev\\monorepo\\apps\\admin\\node_modules\\@acme\n\n"
              "Mode                 LastWriteTime         Length Name\n----                 -------------         "
              "------ ----\nl----          11/12/2025  3:00 PM                config"))
    T.later("l-mk-hardlink", r"C:\Users\minseo\dev\monorepo", "2025-11-18T09:20:00Z", "chore/env",
            u("share the same local.json between the two apps"),
            b(r"mklink /H apps\admin\config\local.json apps\web\config\local.json",
              r"Hardlink created for apps\admin\config\local.json <<===>> apps\web\config\local.json"))
    T.later("l-mk-admin", r"C:\build\release", "2025-11-25T16:00:00Z", "release/7.1",
            u("in the elevated prompt: point build\\current at build\\v7.1"),
            b(r"mklink /D build\current v7.1", r"symbolic link created for build\current <<===>> v7.1"))
    T.later("l-mk-exists", r"C:\build\release", "2025-12-01T16:10:00Z", "release/7.2",
            u("(elevated) point build\\current at v7.2 now"),
            b(r"mklink /D build\current v7.2", "Cannot create a file when that file already exists.", 1),
            b(r"rmdir build\current && mklink /D build\current v7.2",
              r"symbolic link created for build\current <<===>> v7.2"))
    T.pair("t28-mklink-junction", "l-mk-jdk", "recurred",
           "`mklink /D` for jdk-current fails on the privilege again; /J only after the failure")
    T.pair("t28-mklink-junction", "l-mk-script", "recurred", "the privilege error comes back through setup-links.cmd; not fixed")
    T.pair("t28-mklink-junction", "l-mk-j-lower", "applied", "`mklink /j` (a junction) straight away")
    T.pair("t28-mklink-junction", "l-mk-ps-junction", "applied", "`New-Item -ItemType Junction`, the PowerShell spelling")
    T.pair("t28-mklink-junction", "l-mk-hardlink", "neither", "mklink makes a file hard link; no symlink, no junction")
    T.pair("t28-mklink-junction", "l-mk-admin", "neither", "mklink /D in an elevated prompt succeeds: no failure, no fix")
    T.pair("t28-mklink-junction", "l-mk-exists", "neither", "a different mklink error: the link already exists")


FILLS: list[Callable[[], None]] = [ea_source, ea_later, xcopy_source, xcopy_later, mklink_source, mklink_later]
