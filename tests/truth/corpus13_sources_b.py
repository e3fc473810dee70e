"""Scripted sessions of corpus13, part b: ccache across checkouts, Clojure deps.edn, R renv, Julia Pkg."""
from __future__ import annotations

from tests.truth.corpus13_common import B, E, F, S, U, W

STATS_ZERO = """Cacheable calls:   1243 / 1250 (99.44%)
  Hits:              3 / 1243 ( 0.24%)
    Direct:          0 /    3 ( 0.00%)
    Preprocessed:    3 /    3 (100.0%)
  Misses:         1240 / 1243 (99.76%)
Uncacheable calls:    7 / 1250 ( 0.56%)
Local storage:
  Cache size (GB):   2.1 / 5.0 (42.01%)"""


def ccache() -> list:
    return [
        U("ccache hit rate is basically zero on CI, even for a rebuild of the same commit. why?"),
        B("ccache -s", STATS_ZERO),
        B("ccache -p | grep -E 'base_dir|hash_dir|sloppiness'",
          "(default) base_dir = \n(default) hash_dir = true\n(default) sloppiness = "),
        S("CI checks out to `/runner/_work/<run-id>/firmware-sim`, a different absolute path per run. With no "
          "`base_dir`, those absolute `-I` paths and the working directory (`hash_dir = true`) go into every hash. "
          "Reproducing with two copies of the tree:"),
        B("rm -rf /tmp/ws1 /tmp/ws2 && cp -r . /tmp/ws1 && cp -r . /tmp/ws2 && ccache -z >/dev/null && "
          "make -s -C /tmp/ws1 && make -s -C /tmp/ws2 && ccache -s | grep -A2 'Hits'",
          "  Hits:              0 /  1236 ( 0.00%)\n    Direct:          0 /    0\n    Preprocessed:    0 /    0"),
        B("ccache -z >/dev/null && rm -rf /tmp/ws1/build /tmp/ws2/build && "
          "(cd /tmp/ws1 && CCACHE_BASEDIR=/tmp/ws1 CCACHE_NOHASHDIR=true make -s) && "
          "(cd /tmp/ws2 && CCACHE_BASEDIR=/tmp/ws2 CCACHE_NOHASHDIR=true make -s) && ccache -s | grep -A2 'Hits'",
          "  Hits:            618 /  1236 (50.00%)\n    Direct:        618 /  618 (100.0%)\n"
          "    Preprocessed:    0 /  618 ( 0.00%)"),
        S("With `CCACHE_BASEDIR` set to the checkout and `CCACHE_NOHASHDIR=true`, the second tree hit on all 618 "
          "compiles (the first tree's 618 misses fill the cache). Adding both to the workflow:"),
        E("/home/tomas/proj/firmware-sim/.github/workflows/ci.yml", "    env:\n      CC: ccache gcc",
          "    env:\n      CC: ccache gcc\n      CCACHE_BASEDIR: ${{ github.workspace }}\n"
          "      CCACHE_NOHASHDIR: \"true\""),
        B('grep -rn "__TIME__\\|__DATE__" src/ | head', 'src/version.c:8:const char *build_time = __TIME__;'),
        S("The 3 preprocessed-only hits earlier are explained by `src/version.c`: any file using `__TIME__` makes "
          "ccache skip direct mode. Either accept stale times with `sloppiness = time_macros` or pass the "
          "timestamp in with `-DBUILD_TIME=...` from the Makefile so only that define changes."),
        U("pushed the workflow change. CI run 4812 still shows 0.3% hits"),
        B("gh run view 4812 --log | grep -E 'Cache (restored|not found)|Hits:'",
          "Cache not found for input keys: ccache-Linux-5d1f0c2a9e\n  Hits:              4 /  1243 ( 0.32%)"),
        S("The cache itself is never restored: the `actions/cache` key is `ccache-${{ runner.os }}-${{ github.sha }}`, "
          "so each commit gets a fresh empty cache and the base_dir change can't help. Adding a `restore-keys` "
          "prefix so a run falls back to the newest earlier cache:"),
        E("/home/tomas/proj/firmware-sim/.github/workflows/ci.yml",
          "          key: ccache-${{ runner.os }}-${{ github.sha }}",
          "          key: ccache-${{ runner.os }}-${{ github.sha }}\n          restore-keys: ccache-${{ runner.os }}-"),
        S("That should make the next CI run restore the previous cache. I can't trigger CI from here."),
    ]


TEST_OK = """Running tests in #{"test"}

Testing ledger.core-test

Testing ledger.import-test

Ran 9 tests containing 23 assertions.
0 failures, 0 errors."""


def clojure() -> list:
    return [
        U("run the tests please, `clj -X:test` prints nothing useful"),
        F("clj -X:test", 1,
          "Execution error (ExceptionInfo) at clojure.run.exec/exec (exec.clj:89).\n"
          "No function found on command line or in :exec-fn\n\nFull report at:\n"
          "/var/folders/7k/qp_2x1zn3dl0f9c8w8c0000gn/T/clojure-2384761229384.edn"),
        B("sed -n '5,9p' deps.edn",
          " :aliases\n {:test {:extra-paths [\"test\"]\n"
          "         :extra-deps {io.github.cognitect-labs/test-runner {:git/tag \"v0.5.1\" :git/sha \"dfb30dd\"}}\n"
          "         :main-opts [\"-m\" \"cognitect.test-runner\"]}}}"),
        S("The `:test` alias only has `:main-opts`, which `-X` ignores; `-X` wants an `:exec-fn`. Running it with "
          "`-M` uses the main opts:"),
        B("clj -M:test", TEST_OK),
        U("add a test that the balance of the sample fixture is 120"),
        E("/Users/ana/dev/ledger-svc/test/ledger/core_test.clj", "(deftest import-test",
          "(deftest balance-test\n  (is (= 120M (balance (load-fixture \"sample\")))))\n\n(deftest import-test"),
        F("clj -M:test", 1,
          "Running tests in #{\"test\"}\n\nTesting ledger.core-test\n\nFAIL in (balance-test) (core_test.clj:14)\n"
          "expected: (= 120M (balance (load-fixture \"sample\")))\n  actual: (not (= 120M 120.00M))\n\n"
          "Ran 10 tests containing 24 assertions.\n1 failures, 0 errors."),
        S("`balance` returns `120.00M`; BigDecimal `=` compares scale too, so `120M` and `120.00M` are not equal. "
          "`==` compares numerically:"),
        E("/Users/ana/dev/ledger-svc/test/ledger/core_test.clj",
          '(is (= 120M (balance (load-fixture "sample")))))',
          '(is (== 120M (balance (load-fixture "sample")))))'),
        B("clj -M:test | tail -n 2", "Ran 10 tests containing 24 assertions.\n0 failures, 0 errors."),
        U("also the uberjar: `clj -T:build uber` dies"),
        F("clj -T:build uber", 1,
          "WARNING: Specified aliases are undeclared and are not being used: [:build]\n"
          "Execution error (FileNotFoundException) at clojure.run.exec/requiring-resolve' (exec.clj:31).\n"
          "Could not locate build__init.class, build.clj or build.cljc on classpath."),
        S("There is no `:build` alias and no `build.clj`. Adding both with tools.build:"),
        W("/Users/ana/dev/ledger-svc/build.clj",
          "(ns build\n  (:require [clojure.tools.build.api :as b]))\n\n(def class-dir \"target/classes\")\n"
          "(def uber-file \"target/ledger-svc-0.4.0-standalone.jar\")\n"
          "(def basis (delay (b/create-basis {:project \"deps.edn\"})))\n\n(defn uber [_]\n"
          "  (b/delete {:path \"target\"})\n  (b/copy-dir {:src-dirs [\"src\" \"resources\"] :target-dir class-dir})\n"
          "  (b/compile-clj {:basis @basis :ns-compile '[ledger.main] :class-dir class-dir})\n"
          "  (b/uber {:class-dir class-dir :uber-file uber-file :basis @basis :main 'ledger.main}))\n"),
        E("/Users/ana/dev/ledger-svc/deps.edn", " {:test {:extra-paths [\"test\"]",
          " {:build {:deps {io.github.clojure/tools.build {:git/tag \"v0.10.5\" :git/sha \"2a21b7a\"}}\n"
          "          :ns-default build}\n  :test {:extra-paths [\"test\"]"),
        B("clj -T:build uber",
          "Cloning: https://github.com/clojure/tools.build.git\n"
          "Checking out: https://github.com/clojure/tools.build.git at 2a21b7a\n"
          "Compiling ledger.main ...\nBuilding uber jar target/ledger-svc-0.4.0-standalone.jar"),
        F("java -jar target/ledger-svc-0.4.0-standalone.jar --help", 1,
          "Error: Could not find or load main class ledger.main\n"
          "Caused by: java.lang.ClassNotFoundException: ledger.main"),
        S("The jar is built, but `ledger.main`'s `ns` form has no `(:gen-class)`, so AOT compiled no "
          "`ledger/main.class` with a static `main`. Adding `(:gen-class)` to the ns and rebuilding should fix it."),
        U("leave it, I'll handle the main class myself — I want to rename the ns anyway"),
    ]


RESTORE_FAIL = """- Resolving dependencies ... Done!
# Installing packages --------------------------------------------------------
- Installing units ...                          FAILED
Error: Error installing package 'units':
=================================

* installing *source* package ‘units’ ...
** package ‘units’ successfully unpacked and MD5 sums checked
** using staged installation
configure: units: 0.8-5
checking for ut_read_xml in -ludunits2... no
-----Error: libudunits2.a not found-----
     If the udunits2 library is installed in a non-standard location,
     use --configure-args='--with-udunits2-lib=/usr/local/lib' for example,
     or alternatively --configure-args='--with-udunits2-include=/usr/include/udunits2'
ERROR: configuration failed for package ‘units’
* removing ‘/home/lucia/analysis/survey-2024/renv/staging/1/units’
install of package 'units' failed [error code 1]
Execution halted"""


def renv() -> list:
    return [
        U("renv::restore() blows up on the new server, can you take a look"),
        F("Rscript -e 'renv::restore(prompt = FALSE)'", 1, RESTORE_FAIL),
        S("`units` installs from source here and needs the udunits2 headers; `sf` will need GDAL, GEOS and PROJ "
          "next. Installing the system libraries:"),
        B("sudo apt-get install -y libudunits2-dev libgdal-dev libgeos-dev libproj-dev >/dev/null && "
          "Rscript -e 'renv::restore(prompt = FALSE)' 2>&1 | grep -E 'units|sf |Successfully'",
          "- Installing units ...                          OK [built from source in 14s]\n"
          "- Installing sf ...                             OK [built from source in 3.8m]\n"
          "Successfully installed 41 packages in 6.2 minutes."),
        U("works, but 3.8 minutes for sf on every new server is painful"),
        S("Posit Package Manager serves prebuilt Linux binaries. Pointing `repos` at its jammy binary URL in "
          "`.Rprofile`:"),
        E("/home/lucia/analysis/survey-2024/.Rprofile", 'source("renv/activate.R")',
          'options(repos = c(CRAN = "https://packagemanager.posit.co/cran/__linux__/jammy/latest"))\n'
          'source("renv/activate.R")'),
        B("rm -rf renv/library && RENV_CONFIG_CACHE_ENABLED=FALSE Rscript -e 'renv::restore(prompt = FALSE)' 2>&1 "
          "| grep -E ' sf |Successfully'",
          "- Installing sf ...                             OK [built from source in 3.7m]\n"
          "Successfully installed 41 packages in 6.0 minutes."),
        S("Still built from source. PPM only serves binaries when R's HTTP user agent names the R version and "
          "platform, and Rscript's default agent doesn't. Setting it:"),
        E("/home/lucia/analysis/survey-2024/.Rprofile", 'source("renv/activate.R")',
          'options(HTTPUserAgent = sprintf("R/%s R (%s)", getRversion(), paste(getRversion(), '
          'R.version["platform"], R.version["arch"], R.version["os"])))\nsource("renv/activate.R")'),
        B("rm -rf renv/library && RENV_CONFIG_CACHE_ENABLED=FALSE Rscript -e 'renv::restore(prompt = FALSE)' 2>&1 "
          "| grep -E ' sf |Successfully'",
          "- Installing sf ...                             OK [installed binary in 0.94s]\n"
          "Successfully installed 41 packages in 38 seconds."),
        U("great. the report script fails though, run it from reports/ like the cron job does"),
        F("(cd reports && Rscript ../analysis.R)", 1,
          "Error in library(arrow) : there is no package called ‘arrow’\nExecution halted"),
        B("Rscript -e 'renv::install(\"arrow\")'",
          "# Installing packages --------------------------------------------------------\n"
          "- Installing arrow ...                          OK [installed binary in 2.1s]\n"
          "Successfully installed 1 package in 2.3 seconds."),
        F("(cd reports && Rscript ../analysis.R)", 1,
          "Error in library(arrow) : there is no package called ‘arrow’\nExecution halted"),
        S("Still missing: started from `reports/`, R never reads the project's `.Rprofile`, so renv isn't "
          "activated and `library()` searches only the user library. From the project root:"),
        B("Rscript analysis.R", "Wrote output/summary.parquet (18,204 rows)"),
        S("Works from the root. For the cron job, `cd` to the project root first (or `Rscript -e "
          "'renv::load(\"/home/lucia/analysis/survey-2024\")'` before sourcing). Remember `renv::snapshot()` so "
          "arrow lands in `renv.lock`."),
    ]


INSTANTIATE_FAIL = """┌ Warning: The active manifest file has dependencies that were resolved with a different julia version (1.11.1). Unexpected behavior may occur.
└ @ ~/research/OrbitFit.jl/Manifest.toml:0
ERROR: expected package `StyledStrings [f489334b]` to be registered
Stacktrace:
 [1] pkgerror(msg::String)
   @ Pkg.Types /opt/julia-1.10.5/share/julia/stdlib/v1.10/Pkg/src/Types.jl:70
 [2] check_registered
   @ /opt/julia-1.10.5/share/julia/stdlib/v1.10/Pkg/src/Operations.jl:1260 [inlined]"""

TEST_FAIL = """     Testing Running tests...
kepler: Test Failed at /home/kenji/research/OrbitFit.jl/test/kepler.jl:33
  Expression: solve_kepler(0.3, 1.0e-12) ≈ 1.3116
   Evaluated: 1.3116084651 ≈ 1.3116
Test Summary: | Pass  Fail  Total   Time
OrbitFit      |   41     1     42  12.3s
  kepler      |   12     1     13   2.1s
ERROR: LoadError: Some tests did not pass: 41 passed, 1 failed, 0 errored, 0 broken.
ERROR: Package OrbitFit errored during testing"""


def julia() -> list:
    return [
        U("Pkg.instantiate fails on the cluster node after I pulled the Manifest from my laptop"),
        B("julia --project=. -e 'using Pkg; Pkg.Registry.update()'",
          "    Updating registry at `~/.julia/registries/General.toml`"),
        F("julia --project=. -e 'using Pkg; Pkg.instantiate()'", 1, INSTANTIATE_FAIL),
        B("julia --version", "julia version 1.10.5"),
        S("The registry is current, so that's not it: the node runs 1.10.5 and the manifest was resolved with "
          "1.11.1, where `StyledStrings` is a stdlib. 1.10 looks for it in the registry. Re-resolving on this "
          "node (the Project.toml compat allows 1.10):"),
        B("julia --project=. -e 'using Pkg; Pkg.resolve(); Pkg.instantiate()'",
          "  Updating `~/research/OrbitFit.jl/Manifest.toml`\n  [f489334b] - StyledStrings v1.11.0\n"
          "Precompiling project...\n  38 dependencies successfully precompiled in 71 seconds"),
        U("my laptop's manifest will churn now. whatever. run the tests"),
        F("julia --project=. -e 'using Pkg; Pkg.test()'", 1, TEST_FAIL),
        S("`≈` defaults to a relative tolerance of about `sqrt(eps)`, far tighter than the 4 decimals the "
          "expected value has. Giving it an explicit `atol`:"),
        E("/home/kenji/research/OrbitFit.jl/test/kepler.jl", "@test solve_kepler(0.3, 1.0e-12) ≈ 1.3116",
          "@test solve_kepler(0.3, 1.0e-12) ≈ 1.3116 atol=1e-4"),
        B("julia --project=. -e 'using Pkg; Pkg.test()' 2>&1 | tail -n 3",
          "Test Summary: | Pass  Total   Time\nOrbitFit      |   42     42  11.8s\n     Testing OrbitFit tests passed "),
        U("the benchmark only uses one core, even though fit_all uses Threads.@threads"),
        B("julia --project=. bench/fit.jl", "threads = 1\nfit 10000 orbits: 31.07 s"),
        S("Julia starts with a single thread unless told otherwise:"),
        B("julia -t auto --project=. bench/fit.jl", "threads = 16\nfit 10000 orbits: 3.42 s"),
        S("`-t auto` (or `JULIA_NUM_THREADS=auto` in the job script) gives 16 threads here: 31.07 s → 3.42 s."),
    ]


def sources() -> dict:
    return {
        "ccache-basedir": ("/home/tomas/proj/firmware-sim", "2026-03-04T10:00:00Z", "ci-cache", ccache()),
        "clojure-deps": ("/Users/ana/dev/ledger-svc", "2026-03-04T14:30:00Z", "main", clojure()),
        "renv-restore": ("/home/lucia/analysis/survey-2024", "2026-03-05T09:10:00Z", "main", renv()),
        "julia-manifest": ("/home/kenji/research/OrbitFit.jl", "2026-03-05T16:45:00Z", "dev", julia()),
    }
