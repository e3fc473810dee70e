"""corpus40's labelled lessons, third part: sessions s11 to s15 (SWIG, CuPy under WSL in Korean, pandera, SQLModel,
mongodump/mongorestore in cmd). Labels were written from the session text (corpus40_sources_c.py) before anything
judged them; each `why` names the steps it rests on."""
from __future__ import annotations

from tests.truth.corpus40_common import ESC, gotcha, knowledge

S11, S12, S13, S14, S15 = ("s11-swig-geohash", "s12-cupy-wsl-ko", "s13-pandera-orders", "s14-sqlmodel-rel",
                           "s15-mongorestore-cmd")
E = ESC

RECORDS = [
    # --- s11 SWIG on macOS ------------------------------------------------------------------------------------
    gotcha(70, S11, "real shown rerun_passes", (
        "SWIG does not search the include directory for %include'd headers",
        "`swig -python -c++` fails: `geohash.i:9: Error: Unable to find 'geohash.hpp'`.",
        "Assuming SWIG finds headers the way the C++ compiler's include_dirs do.",
        "SWIG has its own search path; include/ is not on it.",
        "Pass `-Iinclude` to swig."),
        "swig: `geohash.i:9: Error: Unable to find 'geohash.hpp'` → with `-Iinclude` the same swig wrote "
        "geohash_wrap.cxx and geohash.py.",
        "The first swig call fails; the next one adds -Iinclude and its ls lists geohash.py and geohash_wrap.cxx.",
        ["code spans", "arrow", "file:line"],
        {"failure": "geohash.i:9: Error: Unable to find 'geohash.hpp'",
         "fix": "swig -python -c++ -Iinclude -o geohash_wrap.cxx geohash.i && ls",
         "evidence": "geohash.py\ngeohash_wrap.cxx"}, cat="build_config"),
    gotcha(71, S11, "real shown edit_then_pass", (
        "Apple clang 14 builds setuptools C++ extensions without C++17",
        "Building the SWIG wrapper fails with `no template named 'optional' in namespace 'std'`.",
        "Relying on the compiler's default standard for a header that uses std::optional/std::string_view.",
        "Apple clang 14 defaults to an older C++ standard for these builds.",
        "Add `extra_compile_args=[\"-std=c++17\"]` to the Extension in setup.py."),
        f"`{E}[1minclude/geohash.hpp:22:18: {E}[0;1;31merror: {E}[0m{E}[1mno template named 'optional' in "
        f"namespace 'std'{E}[0m` — after adding `extra_compile_args=[\"-std=c++17\"]` the build went through and "
        "`geohash.encode(48.8566, 2.3522, 7)` printed `u09tvw0`.",
        "The build_ext call fails with two clang errors at include/geohash.hpp:22:18 and 31:10; the Edit adds "
        "-std=c++17; the next build_ext + import prints u09tvw0.",
        ["ANSI codes", "file:line:col", "code spans", "em dash"],
        {"failure": "no template named 'optional' in namespace", "fix": "extra_compile_args=[\"-std=c++17\"]",
         "evidence": "u09tvw0"}, cat="build_config"),
    gotcha(72, S11, "real shown edit_then_pass", (
        "SWIG returns std::vector<double> as an opaque pointer without std_vector.i",
        "Python gets `<Swig Object of type 'std::vector< double > *' at 0x...>` and a memory-leak warning.",
        "Wrapping a function that returns std::vector without a typemap.",
        "SWIG only converts STL containers once std_vector.i is included and a template is instantiated.",
        "Add `%include \"std_vector.i\"` and `%template(DoubleVector) std::vector<double>;` before the header."),
        "Before: <Swig Object of type 'std::vector< double > *' at 0x1029c4f30> plus \"swig/python detected a "
        "memory leak of type 'std::vector< double > *', no destructor found.\" After the .i edit and a rebuild: "
        "(48.85662841796875, 2.35198974609375)",
        "decode() returns the Swig Object with the leak warning; the Edit to geohash.i adds std_vector.i and the "
        "template; the swig + build + decode call prints the tuple.",
        ["prose", "double quotes", "unquoted output"],
        {"failure": "<Swig Object of type 'std::vector< double > *' at 0x1029c4f30>",
         "fix": "%template(DoubleVector) std::vector<double>;", "evidence": "(48.85662841796875, 2.35198974609375)"},
        cat="api_quirk"),
    gotcha(73, S11, "real not_shown only_suggested", (
        "An x86_64 static archive in /usr/local is skipped by an arm64 link",
        "`ld: warning: ignoring file /usr/local/lib/libgeohash_extra.a, building for macOS-arm64 but attempting "
        "to link with file built for macOS-x86_64`.",
        "Linking against libraries left over from Intel Homebrew under /usr/local on Apple silicon.",
        "The archive was built for x86_64, so the arm64 linker ignores it.",
        "Rebuild it with `cmake -DCMAKE_OSX_ARCHITECTURES=arm64` (or drop it from libraries=)."),
        "ld: warning: ignoring file /usr/local/lib/libgeohash_extra.a, building for macOS-arm64 but attempting to "
        "link with file built for macOS-x86_64 — still there at the end; rebuild suggested via "
        "`cmake -DCMAKE_OSX_ARCHITECTURES=arm64`.",
        "The warning is in the build output; the last reply only suggests the cmake rebuild or dropping the "
        "library; the person says to leave it; nothing rebuilds.",
        ["unquoted log line", "em dash", "code span"],
        {"failure": "building for macOS-arm64 but attempting to link with file built for macOS-x86_64",
         "fix": "-DCMAKE_OSX_ARCHITECTURES=arm64", "evidence": "leave it, it's going away"}, cat="build_config"),
    knowledge(74, S11, "real knowledge", (
        "Regenerate the SWIG wrapper every time the .i file changes, before build_ext",
        "Changing a SWIG interface file in a setuptools project.",
        "Chain `swig ... -o geohash_wrap.cxx geohash.i && python3 setup.py build_ext --inplace` so the .cxx is "
        "never stale.",
        "build_ext compiles the existing geohash_wrap.cxx; it does not re-run swig for this setup.py."),
        "Bash(swig -python -c++ -Iinclude -o geohash_wrap.cxx geohash.i && python3 setup.py build_ext --inplace "
        ">/dev/null 2>&1 && python3 -c 'import geohash; print(tuple(geohash.decode(\"u09tvw0\")))')",
        "The call after the geohash.i Edit re-runs swig before build_ext and prints the decoded tuple.",
        ["tool-call notation", "nested quotes"],
        {"evidence": "print(tuple(geohash.decode(\"u09tvw0\")))"}),
    gotcha(75, S11, "invented not_shown near_miss", (
        "geohash.hpp needs C++17 for std::optional",
        "clang rejects std::optional in the header.",
        "Building without -std=c++17.",
        "The default standard lacks std::optional.",
        "Add -std=c++17."),
        "`include/geohash.hpp:22:81: error: no template named 'optional' in namespace 'std'`",
        "Invented: the error position in the session is 22:18 (and 31:10 for string_view).",
        ["code span", "file:line:col"],
        {"evidence": "python3 setup.py build_ext --inplace"}),
    gotcha(76, S11, "invented not_shown never_seen_error", (
        "Homebrew Python headers are missing for the SWIG build",
        "The wrapper does not compile.",
        "Building against the system Python.",
        "setuptools points at a Python without headers.",
        "Use Homebrew's python3.12."),
        "clang stopped at `geohash_wrap.cxx:3091:10: fatal error: 'Python.h' file not found`",
        "Invented: the compile errors were about std::optional and std::string_view in include/geohash.hpp; no "
        "Python.h error appears (the include path to python3.12 is on the command line).",
        ["code span", "file:line:col"],
        {"evidence": "In file included from geohash_wrap.cxx:3091:"}),
    gotcha(77, S11, "invented not_shown other_call_error", (
        "swig -Iinclude is not enough for headers included through geohash.i",
        "SWIG cannot find the header even with -I.",
        "Expecting -I to apply to %include.",
        "SWIG resolves %include relative to the .i file.",
        "Copy the header next to geohash.i."),
        "`swig -python -c++ -Iinclude -o geohash_wrap.cxx geohash.i` still failed with `Unable to find "
        "'geohash.hpp'`.",
        "Invented: 'Unable to find' came from the first swig call without -Iinclude; with -Iinclude swig "
        "produced both files.",
        ["code spans", "still"],
        {"evidence": "swig -python -c++ -Iinclude -o geohash_wrap.cxx geohash.i && ls"}),
    # --- s12 CuPy under WSL (Korean) --------------------------------------------------------------------------
    gotcha(78, S12, "real shown fix_ran", (
        "cupy-cuda12x without a CUDA toolkit needs the [ctk] extra for NVRTC",
        "`RuntimeError: CuPy failed to load libnvrtc.so.12` after installing cupy-cuda12x.",
        "Installing the CuPy wheel on a machine (WSL) with the driver but no CUDA toolkit.",
        "The wheel needs NVRTC and the runtime libraries, which come from the toolkit or NVIDIA's pip packages.",
        "`pip install \"cupy-cuda12x[ctk]\"`."),
        "`cupy-cuda12x[ctk]==13.3.0` 설치로 `nvidia-cuda-nvrtc-cu12-12.4.127` 등이 같이 깔렸고, 바로 이어서 "
        "`cp.arange(3) * 2` 가 `[0 2 4]` 를 출력했습니다. 그 전에는 `libnvrtc.so.12: cannot open shared object "
        "file` 에러.",
        "The CLI re-run after the wheel swap fails with libnvrtc.so.12; the [ctk] install call installs the "
        "nvidia packages and in the same command prints [0 2 4].",
        ["Korean prose", "code spans"],
        {"failure": "CuPy failed to load libnvrtc.so.12", "fix": "pip install \"cupy-cuda12x[ctk]==13.3.0\"",
         "evidence": "nvidia-cuda-nvrtc-cu12-12.4.127"}, cat="env_setup"),
    gotcha(79, S12, "real not_shown confirmation_denied", (
        "A CUDA 11 CuPy wheel on a CUDA 12 driver looks for libnvrtc.so.11.2",
        "`ImportError: libnvrtc.so.11.2: cannot open shared object file` on `import cupy`.",
        "Installing cupy-cuda11x while nvidia-smi reports CUDA 12.4.",
        "The CuPy wheel must match the CUDA major version.",
        "Replace cupy-cuda11x with cupy-cuda12x."),
        "nvidia-smi → CUDA Version: 12.4, pip → cupy-cuda11x 13.3.0; swapped with `pip uninstall -y cupy-cuda11x "
        "&& pip install cupy-cuda12x==13.3.0`; the user replied \"아니요, 주피터에서는 여전히\" the same error.",
        "After the swap the person says it still fails in Jupyter, and the CLI re-run fails too (now on "
        "libnvrtc.so.12); it only works after the [ctk] install and the kernel registration.",
        ["arrows", "code span", "Korean quote"],
        {"failure": "ImportError: libnvrtc.so.11.2: cannot open shared object file",
         "fix": "pip uninstall -y cupy-cuda11x && pip install cupy-cuda12x==13.3.0",
         "evidence": "아니요, 주피터에서는 여전히"}, cat="env_setup"),
    gotcha(80, S12, "real shown person_confirms", (
        "Jupyter's default python3 kernel does not see packages installed in a venv",
        "The import works in the venv's terminal but Jupyter still shows the old error.",
        "Installing into a venv and running the notebook on the system kernel.",
        "The python3 kernelspec points at /usr/bin/python3, not the venv.",
        "`python -m ipykernel install --user --name sim` from the venv and switch the notebook kernel."),
        "jupyter kernelspec list → only `python3    /usr/local/share/jupyter/kernels/python3`; after "
        "`python -m ipykernel install --user --name sim --display-name \"Python (sim)\"` the user: "
        "\"커널을 Python (sim)으로 바꾸니까 이제 돼요! [0 2 4] 나옵니다.\"",
        "kernelspec list shows only the system kernel; the ipykernel install registers 'sim'; the person "
        "confirms right after it.",
        ["arrows", "Korean quote", "whitespace-significant quote"],
        {"failure": "주피터에서는 여전히", "fix": "python -m ipykernel install --user --name sim",
         "evidence": "이제 돼요!"}, cat="env_setup"),
    knowledge(81, S12, "real knowledge", (
        "Under WSL 2 the CUDA driver library comes from /usr/lib/wsl/lib",
        "Setting up CUDA Python packages inside WSL 2.",
        "Check `nvidia-smi` and `ls /usr/lib/wsl/lib` and install only user-space CUDA pieces; never a Linux "
        "driver.",
        "libcuda.so is provided by the Windows driver through /usr/lib/wsl/lib."),
        "ls /usr/lib/wsl/lib → libcuda.so, libcuda.so.1, libcuda.so.1.1, libd3d12.so; nvidia-smi: `Driver "
        "Version: 551.61    CUDA Version: 12.4`",
        "The combined nvidia-smi/pip/ls call; the next Korean reply says not to install the Linux driver.",
        ["arrows", "comma list", "whitespace-significant quote"],
        {"evidence": "libcuda.so\nlibcuda.so.1"}, cat="env_setup"),
    gotcha(82, S12, "invented not_shown names_false_claim", (
        "Switching to cupy-cuda12x fixes import cupy on WSL",
        "import cupy fails on a missing libnvrtc.",
        "Keeping the CUDA 11 wheel.",
        "Wheel and driver CUDA versions differ.",
        "Install cupy-cuda12x."),
        "`pip install cupy-cuda12x==13.3.0` 후 `python -c \"import cupy as cp; print(cp.arange(3) * 2)\"` 가 "
        "바로 `[0 2 4]`를 출력했다.",
        "Invented: the run after the plain cupy-cuda12x install failed with 'CuPy failed to load "
        "libnvrtc.so.12'; [0 2 4] appears only after the [ctk] install.",
        ["Korean prose", "code spans"],
        {"evidence": "pip uninstall -y cupy-cuda11x && pip install cupy-cuda12x==13.3.0"}),
    gotcha(83, S12, "invented not_shown near_miss", (
        "cupy-cuda11x wants libnvrtc from CUDA 11.8",
        "import cupy fails on libnvrtc.",
        "Mixing CUDA versions.",
        "The wheel was built against CUDA 11.8.",
        "Install the 12.x wheel."),
        "`ImportError: libnvrtc.so.11.8: cannot open shared object file: No such file or directory`",
        "Invented: the library named in the session is libnvrtc.so.11.2.",
        ["code span"],
        {"evidence": "python -c \"import cupy as cp; print(cp.arange(3) * 2)\""}),
    gotcha(84, S12, "invented not_shown never_seen_error", (
        "The Windows driver is too old for CuPy's CUDA 12 runtime in WSL",
        "CuPy fails at the first kernel launch.",
        "Running CUDA 12 wheels on an old Windows driver.",
        "The driver's CUDA version is lower than the runtime's.",
        "Update the Windows NVIDIA driver."),
        "cp.arange failed with \"cudaErrorInsufficientDriver: CUDA driver version is insufficient for CUDA runtime "
        "version\"",
        "Invented: nvidia-smi shows driver 551.61 with CUDA 12.4; no insufficient-driver error appears.",
        ["double quotes", "prose"],
        {"evidence": "CUDA Version: 12.4"}),
    # --- s13 pandera ------------------------------------------------------------------------------------------
    gotcha(85, S13, "real shown edit_then_pass", (
        "pandera rejects int64 columns declared float unless coerce=True",
        "`SchemaError: expected series 'amount' to have type float64, got int64`.",
        "Declaring `pa.Column(float)` for a CSV column that holds whole numbers.",
        "pandas infers int64 when every value is whole; pandera checks the dtype strictly.",
        "Add `coerce=True` to the column."),
        "pytest: `pandera.errors.SchemaError: expected series 'amount' to have type float64, got int64` → "
        "`pa.Column(float, pa.Check.ge(0), coerce=True)` → `3 passed in 0.41s`",
        "The pytest run fails (1 failed, 2 passed); the Edits add coerce=True (and the import change); the next "
        "pytest shows 3 passed.",
        ["arrows", "code spans"],
        {"failure": "expected series 'amount' to have type float64, got int64",
         "fix": "pa.Check.ge(0), coerce=True", "evidence": "3 passed in 0.41s"}, cat="api_quirk"),
    gotcha(86, S13, "real shown edit_then_pass", (
        "pandera 0.24 warns about the top-level pandas import",
        "pytest shows a FutureWarning that top-level pandera imports will be removed.",
        "`import pandera as pa` for pandas schemas.",
        "Pandas-specific classes moved to pandera.pandas.",
        "`import pandera.pandas as pa`."),
        "The warning text — \"Importing pandas-specific classes and functions from the\ntop-level pandera module "
        "will be **removed in a future version of pandera**.\" — is gone after the edit: the run ends "
        "`3 passed in 0.41s` instead of `1 failed, 2 passed, 1 warning in 0.62s`.",
        "The first pytest output holds the FutureWarning and '1 warning'; the first Edit to schema.py switches "
        "the import; the next pytest has no warning.",
        ["double quotes across a line break", "markdown bold inside quote", "code spans"],
        {"failure": "will be **removed in a future version of pandera**",
         "fix": "/Users/lena/src/orders/src/orders/schema.py", "evidence": "3 passed in 0.41s"}, cat="api_quirk"),
    gotcha(87, S13, "real not_shown other_check_passes", (
        "Guest orders need a nullable customer_id in the pandera schema",
        "`non-nullable series 'customer_id' contains null values` for guest-checkout rows.",
        "Declaring `pa.Column(int)` for a column that can be empty.",
        "Guest orders have no customer, and int columns cannot hold NaN.",
        "`pa.Column(\"Int64\", nullable=True)`."),
        "lazy validation: \"non-nullable series 'customer_id' contains null values:37    NaN\"; schema edited to "
        "`pa.Column(\"Int64\", nullable=True)`; `ruff check src/ && ruff format --check src/` → "
        "`All checks passed!`",
        "After the nullable Edit only ruff (lint/format) runs; the validation and pytest are not re-run, so "
        "the null check passing is never shown.",
        ["double quotes", "code spans", "arrow"],
        {"failure": "non-nullable series 'customer_id' contains null values",
         "fix": "pa.Column(\"Int64\", nullable=True)", "evidence": "All checks passed!"}, cat="api_quirk"),
    knowledge(88, S13, "real knowledge", (
        "pandera's lazy=True reports every failure at once as SchemaErrors",
        "Cleaning a data file that fails validation in several places.",
        "Call `schema.validate(df, lazy=True)` and read the grouped report instead of fixing one error per run.",
        "The report groups failures by type (SERIES_CONTAINS_NULLS, DATAFRAME_CHECK) with column and check."),
        "{\"DATA\": {\"SERIES_CONTAINS_NULLS\": [{\"column\": \"customer_id\", \"check\": \"not_nullable\"}], "
        "\"DATAFRAME_CHECK\": [{\"column\": \"amount\", \"check\": \"greater_than_or_equal_to(0)\"}]}}",
        "The lazy validate call's SchemaErrors output lists both groups; the reply after it summarises them.",
        ["JSON", "paraphrased structure"],
        {"evidence": "pandera.errors.SchemaErrors: {"}, cat="test_strategy"),
    gotcha(89, S13, "invented not_shown names_false_claim", (
        "coerce=True is not enough when the CSV amount column is int64",
        "pandera still rejects the int64 column.",
        "Relying on coerce.",
        "coerce runs after the dtype check.",
        "Cast with dtype={'amount': float} in read_csv."),
        "With `coerce=True` the test still failed with `expected series 'amount' to have type float64, got int64`; "
        "only a cast in read_csv helped.",
        "Invented: after the coerce Edit pytest printed '3 passed in 0.41s'; no read_csv cast was made.",
        ["code spans", "still failed"],
        {"evidence": "3 passed in 0.41s"}),
    gotcha(90, S13, "invented not_shown invented_detail", (
        "pandera's check_types decorator validates the loader's return value",
        "Schema errors surface far from the loader.",
        "Validating inside tests only.",
        "Validation was not attached to the function.",
        "Decorate load_orders with @pa.check_types."),
        "Decorating `load_orders()` with `@pa.check_types` and annotating it `-> DataFrame[OrderSchema]` made "
        "tests/test_orders.py pass.",
        "Invented: check_types and DataFrame[OrderSchema] never appear; the tests passed after coerce=True.",
        ["code spans"],
        {"evidence": "3 passed in 0.41s"}),
    gotcha(91, S13, "invented not_shown other_call_error", (
        "A negative refund fails the orders pytest run",
        "pytest fails on the amount check.",
        "Keeping Check.ge(0) for refunds.",
        "Refunds are negative.",
        "Allow negatives for refund rows."),
        "`pytest -q tests/test_orders.py` failed with `greater_than_or_equal_to(0) failure cases: -12.5`.",
        "Invented: the -12.5 failure case came from the lazy validate of data/orders_2025-02.csv; pytest failed "
        "on the int64 dtype and then passed.",
        ["code spans"],
        {"evidence": "pytest -q tests/test_orders.py"}),
    # --- s14 SQLModel -----------------------------------------------------------------------------------------
    gotcha(92, S14, "real shown edit_then_pass", (
        "SQLModel string relationships fail until every model module is imported",
        "`InvalidRequestError: ... expression 'Hero' failed to locate a name ('Hero')`.",
        "Splitting models into modules and importing only one of them.",
        "The 'Hero' string is resolved in SQLAlchemy's registry; an unimported module never registers its class.",
        "Import every model module in app/models/__init__.py."),
        "After the Edit to app/models/__init__.py (`from app.models.hero import Hero` + Team), "
        "`python -m app.seed` printed `seeded 3 teams, 12 heroes`; before that it raised \"expression 'Hero' "
        "failed to locate a name ('Hero')\".",
        "The seed call fails with the mapper error; __init__.py only imported Team; the Edit adds Hero; the "
        "next seed succeeds.",
        ["GPT-style prose", "code spans", "nested quotes"],
        {"failure": "expression 'Hero' failed to locate a name ('Hero')",
         "fix": "from app.models.hero import Hero\nfrom app.models.team import Team",
         "evidence": "seeded 3 teams, 12 heroes"}, cat="api_quirk"),
    gotcha(93, S14, "real not_shown ran_the_trap", (
        "SQLModel create_all makes no tables when the model modules were not imported first",
        "The API answers `no such table: hero` although the seed script works.",
        "Deleting the database file and re-running init_db in the hope it recreates the tables.",
        "create_all only creates tables registered in SQLModel.metadata; app/db.py never imports app.models.",
        "Import app.models in app/db.py before `SQLModel.metadata.create_all(engine)`."),
        "`(sqlite3.OperationalError) no such table: hero` → `rm -f api.db && DATABASE_URL=sqlite:///api.db python "
        "-c \"from app.db import init_db; init_db()\"` → `ls -l` shows api.db at 0 bytes → same error again",
        "The recreate call is the trap, not the fix: the next request fails with the same error; the import "
        "into app/db.py is only described, and the person leaves to do it later.",
        ["arrows", "code spans", "nested quotes"],
        {"failure": "no such table: hero", "fix": "rm -f api.db && DATABASE_URL=sqlite:///api.db",
         "evidence": "-rw-r--r-- 1 ravi ravi 0 Mar  7 11:02 api.db"}, cat="api_quirk"),
    knowledge(94, S14, "real knowledge", (
        "A 0-byte SQLite file after create_all means the metadata had no tables",
        "create_all runs without error but queries fail with `no such table`.",
        "Check the size of the SQLite file (or `.tables`) right after create_all; 0 bytes means nothing was "
        "registered.",
        "It separates 'wrong database file' from 'models not imported'."),
        "ls -l api.db\n-rw-r--r-- 1 ravi ravi 0 Mar  7 11:02 api.db\n\"Still missing, and api.db is 0 bytes\"",
        "The recreate call's ls output and the reply right after it.",
        ["bare command", "output line", "double quotes"],
        {"evidence": "api.db is 0 bytes"}, cat="debugging_technique"),
    gotcha(95, S14, "invented not_shown near_miss", (
        "SQLModel mapper errors name the table, not the class",
        "The mapper error points at the wrong name.",
        "Reading the mapper name as the class.",
        "SQLAlchemy prints the table name in the mapper.",
        "Import the model module."),
        "`When initializing mapper Mapper[Team(teams)], expression 'Hero' failed to locate a name`",
        "Invented: the mapper in the session is Mapper[Team(team)].",
        ["code span"],
        {"evidence": "mapper Mapper[Team(team)]"}),
    gotcha(96, S14, "invented not_shown names_false_claim", (
        "Recreating the SQLite file fixes no such table after a model split",
        "The API fails with no such table: hero.",
        "Keeping an old database file.",
        "The old api.db had the pre-split schema.",
        "Delete api.db and call init_db()."),
        "After `rm -f api.db` and `init_db()`, `curl -s localhost:8011/heroes` returned the 12 seeded heroes.",
        "Invented: the curl after the recreate printed the same OperationalError and Internal Server Error.",
        ["code spans", "outcome claim"],
        {"evidence": "rm -f api.db && DATABASE_URL=sqlite:///api.db"}),
    gotcha(97, S14, "invented not_shown never_seen_error", (
        "SQLModel relationships need a foreign key on the child",
        "SQLAlchemy cannot work out the join between Team and Hero.",
        "Omitting foreign_key= on Hero.team_id.",
        "No ForeignKey, no join condition.",
        "Field(foreign_key=\"team.id\")."),
        "seed raised \"sqlalchemy.exc.NoForeignKeysError: Could not determine join condition between parent/child "
        "tables on relationship Team.heroes\"",
        "Invented: the only mapper error was InvalidRequestError about 'Hero' failing to locate a name.",
        ["double quotes"],
        {"evidence": "mapper Mapper[Team(team)]"}),
    # --- s15 mongodump / mongorestore in cmd ------------------------------------------------------------------
    gotcha(98, S15, "real shown rerun_passes", (
        "mongodump with /shop in the URI authenticates against shop, not admin",
        "`(AuthenticationFailed) Authentication failed.` for a user that exists in admin.",
        "Putting the database name in the URI path for a user created in admin.",
        "The path sets the default authSource; the backup user lives in admin.",
        "Add `?authSource=admin` to the URI."),
        "mongodump → `unable to authenticate using mechanism \"SCRAM-SHA-256\": (AuthenticationFailed) "
        "Authentication failed.`; re-run with `?authSource=admin` → `done dumping shop.orders (184203 documents)`",
        "The first mongodump fails; the next call adds authSource=admin and dumps both collections.",
        ["arrows", "quotes inside a code span", "code spans"],
        {"failure": "(AuthenticationFailed) Authentication failed.", "fix": "?authSource=admin\" --collection orders",
         "evidence": "done dumping shop.orders (184203 documents)"}, cat="tool_quirk"),
    gotcha(99, S15, "real shown fix_ran", (
        "mongorestore --db on a dump directory restores nothing",
        "`don't know what to do with subdirectory \"shop\\shop\", skipping...` and `0 document(s) restored`.",
        "Using the deprecated --db flag with a directory produced by mongodump --out.",
        "--db/--collection only apply to a single BSON file; with a directory they misroute the walk.",
        "`--nsInclude \"shop.orders\" --nsInclude \"shop.customers\"` on the dump directory."),
        "C:\\\\dumps\\\\shop-0304 with --db shop → `0 document(s) restored successfully. 0 document(s) failed to "
        "restore.`; with `--nsInclude \"shop.orders\" --nsInclude \"shop.customers\"` → `193515 document(s) "
        "restored successfully`",
        "The --db restore prints the deprecation, skips the subdirectory and restores 0; the --nsInclude call "
        "restores 184203 + 9312 documents.",
        ["doubled backslashes", "arrows", "code spans"],
        {"failure": "don't know what to do with subdirectory",
         "fix": "--nsInclude \"shop.orders\" --nsInclude", "evidence": "193515 document(s) restored successfully"}),
    gotcha(100, S15, "real not_shown question_offers_flag", (
        "mongorestore into existing collections fails every document on _id",
        "A second restore reports `E11000 duplicate key error` and `0 document(s) restored successfully`.",
        "Re-running mongorestore over collections that already hold the same documents.",
        "mongorestore only inserts; existing _ids collide.",
        "Re-run with `--drop`."),
        "2nd restore: `E11000 duplicate key error collection: shop.orders index: _id_ dup key` / `193515 "
        "document(s) failed to restore.` — asked \"Should I rerun with `--drop`?\", user: \"No, don't drop\".",
        "The --drop run is only offered in a question; the person refuses; no restore runs again.",
        ["slash-separated quotes", "em dash", "nested quotes"],
        {"failure": "E11000 duplicate key error collection: shop.orders", "fix": "Should I rerun with `--drop`?",
         "evidence": "No, don't drop"}, cat="tool_quirk"),
    knowledge(101, S15, "real knowledge", (
        "mongodump --out writes <out>\\<db>\\<collection>.bson",
        "Pointing mongorestore or a script at a mongodump directory.",
        "Expect one subdirectory per database under --out, each with .bson and .metadata.json per collection.",
        "Restoring from the wrong level is what makes --db skip the subdirectory."),
        "writing shop.orders to `C:\\\\dumps\\\\shop-0304\\\\shop\\\\orders.bson`; metadata read from "
        "`C:\\\\dumps\\\\shop-0304\\\\shop\\\\orders.metadata.json`",
        "The authSource mongodump call and the nsInclude restore print those paths.",
        ["doubled backslashes", "code spans"],
        {"evidence": "writing shop.orders to C:\\dumps\\shop-0304\\shop\\orders.bson"}),
    gotcha(102, S15, "invented not_shown names_false_claim", (
        "mongorestore --db shop restores a whole dump directory",
        "Restoring a dump taken with --out.",
        "Listing every collection by hand.",
        "--db restores every collection it finds.",
        "`mongorestore --db shop C:\\dumps\\shop-0304`."),
        "`mongorestore --uri mongodb://localhost:27017 --db shop C:\\dumps\\shop-0304` restored both collections "
        "with `0 document(s) failed to restore.`",
        "Invented: that call restored 0 documents and skipped the subdirectory; nothing was restored until "
        "--nsInclude.",
        ["code spans", "outcome claim"],
        {"evidence": "mongorestore --uri mongodb://localhost:27017 --db shop"}),
    gotcha(103, S15, "invented not_shown near_miss", (
        "mongodump needs one call per collection",
        "Dumping two collections from a large database.",
        "Dumping the whole db.",
        "--collection takes one name.",
        "Run mongodump once per collection."),
        "`done dumping shop.orders (184230 documents)` and `done dumping shop.customers (9312 documents)`",
        "Invented: the orders count in the session is 184203.",
        ["code spans"],
        {"evidence": "done dumping shop.customers (9312 documents)"}),
    gotcha(104, S15, "invented not_shown other_call_error", (
        "mongorestore --nsInclude cannot load into a fresh local database",
        "Restoring selected collections fails with duplicate keys.",
        "Using --nsInclude on an empty target.",
        "The namespaces collide on _id.",
        "Restore with --drop."),
        "The first `--nsInclude \"shop.orders\" --nsInclude \"shop.customers\"` restore hit `E11000 duplicate key "
        "error collection: shop.orders index: _id_`.",
        "Invented: the first --nsInclude restore restored 193515 documents with 0 failures; E11000 came from the "
        "second, identical run over the existing data.",
        ["code spans", "first run claim"],
        {"evidence": "--nsInclude \"shop.orders\" --nsInclude"}),
]
