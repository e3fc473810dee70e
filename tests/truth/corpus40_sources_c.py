"""corpus40's scripted sessions, third part: SWIG bindings for a C++ library on macOS zsh (file:line:col errors),
CuPy under WSL 2 (in Korean), pandera schemas on macOS zsh, SQLModel relationships on Linux, mongodump and
mongorestore in Windows cmd (doubled backslashes)."""
from __future__ import annotations

from tests.truth.corpus40_common import ESC

E = ESC
BUILD_ERR = (
    "running build_ext\nbuilding '_geohash' extension\n"
    "clang++ -fno-strict-overflow -Wsign-compare -DNDEBUG -O3 -Wall -Iinclude "
    "-I/Users/kai/dev/geohash-py/.venv/include -I/opt/homebrew/opt/python@3.12/Frameworks/Python.framework/"
    "Versions/3.12/include/python3.12 -c geohash_wrap.cxx -o build/temp.macosx-14.0-arm64-cpython-312/geohash_wrap.o\n"
    "In file included from geohash_wrap.cxx:3091:\n"
    f"{E}[1minclude/geohash.hpp:22:18: {E}[0;1;31merror: {E}[0m{E}[1mno template named 'optional' in namespace "
    f"'std'{E}[0m\n    static std::optional<Cell> parse(const std::string& s);\n           ~~~~~^\n"
    f"{E}[1minclude/geohash.hpp:31:10: {E}[0;1;31merror: {E}[0m{E}[1mno member named 'string_view' in namespace "
    f"'std'{E}[0m\n2 errors generated.\n"
    "error: command '/usr/bin/clang++' failed with exit code 1")

S11 = [
    ("user", "Python bindings for our C++ geohash lib with SWIG. Headers in include/, the interface file is "
             "geohash.i. Apple clang 14 here (Xcode 14.3), zsh."),
    ("bash", "swig -python -c++ -o geohash_wrap.cxx geohash.i",
     "Exit code 1\ngeohash.i:9: Error: Unable to find 'geohash.hpp'", True),
    ("bash", "swig -python -c++ -Iinclude -o geohash_wrap.cxx geohash.i && ls geohash_wrap.cxx geohash.py",
     "geohash.py\ngeohash_wrap.cxx", False),
    ("bash", "python3 setup.py build_ext --inplace", "Exit code 1\n" + BUILD_ERR, True),
    ("say", "Apple clang 14 still defaults to C++98 for `.cxx` files under setuptools; the header needs C++17 "
            "(`std::optional`, `std::string_view`)."),
    ("edit", "/Users/kai/dev/geohash-py/setup.py",
     "    include_dirs=[\"include\"],\n",
     "    include_dirs=[\"include\"],\n    extra_compile_args=[\"-std=c++17\"],\n"),
    ("bash", "python3 setup.py build_ext --inplace 2>&1 | tail -n 3 && "
             "python3 -c 'import geohash; print(geohash.encode(48.8566, 2.3522, 7))'",
     "ld: warning: ignoring file /usr/local/lib/libgeohash_extra.a, building for macOS-arm64 but attempting to "
     "link with file built for macOS-x86_64\ncopying build/lib.macosx-14.0-arm64-cpython-312/_geohash.cpython-312-"
     "darwin.so -> \nu09tvw0", False),
    ("bash", "python3 -c 'import geohash; print(geohash.decode(\"u09tvw0\"))'",
     "<Swig Object of type 'std::vector< double > *' at 0x1029c4f30>\n"
     "swig/python detected a memory leak of type 'std::vector< double > *', no destructor found.", False),
    ("say", "SWIG has no typemap for `std::vector<double>` until the interface pulls in `std_vector.i` and names "
            "a template instance."),
    ("edit", "/Users/kai/dev/geohash-py/geohash.i", "%include \"geohash.hpp\"\n",
     "%include \"std_vector.i\"\n%template(DoubleVector) std::vector<double>;\n%include \"geohash.hpp\"\n"),
    ("bash", "swig -python -c++ -Iinclude -o geohash_wrap.cxx geohash.i && python3 setup.py build_ext --inplace "
             ">/dev/null 2>&1 && python3 -c 'import geohash; print(tuple(geohash.decode(\"u09tvw0\")))'",
     "(48.85662841796875, 2.35198974609375)", False),
    ("say", "Decoding works. The `ld: warning` about libgeohash_extra.a is still there: that archive in /usr/local "
            "is x86_64 from the old Intel Homebrew. We don't use its symbols today; to get rid of it you could "
            "rebuild it with `cmake -DCMAKE_OSX_ARCHITECTURES=arm64` or drop it from `libraries=` in setup.py."),
    ("user", "leave it, it's going away with the next release anyway."),
]

S12 = [
    ("user", "WSL2 우분투에서 cupy 설치했는데 import 하면 에러가 나요. GPU는 RTX 4070이고 윈도우 드라이버는 최신입니다."),
    ("bash", "python -c \"import cupy as cp; print(cp.arange(3) * 2)\"",
     "Exit code 1\nTraceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
     "  File \"/home/minji/.venvs/sim/lib/python3.11/site-packages/cupy/__init__.py\", line 17, in <module>\n"
     "    from cupy import _core  # NOQA\nImportError: libnvrtc.so.11.2: cannot open shared object file: "
     "No such file or directory", True),
    ("bash", "nvidia-smi | sed -n 3p; pip list 2>/dev/null | grep -i cupy; ls /usr/lib/wsl/lib | head -n 4",
     "| NVIDIA-SMI 550.54.14    Driver Version: 551.61    CUDA Version: 12.4     |\n"
     "cupy-cuda11x       13.3.0\nlibcuda.so\nlibcuda.so.1\nlibcuda.so.1.1\nlibd3d12.so", False),
    ("say", "드라이버는 CUDA 12.4인데 설치된 건 `cupy-cuda11x`입니다. CUDA 12용 휠로 바꾸겠습니다. WSL에서는 "
            "libcuda가 /usr/lib/wsl/lib에서 오니까 리눅스용 드라이버는 설치하면 안 됩니다."),
    ("bash", "pip uninstall -y cupy-cuda11x && pip install cupy-cuda12x==13.3.0",
     "Found existing installation: cupy-cuda11x 13.3.0\nUninstalling cupy-cuda11x-13.3.0:\n"
     "  Successfully uninstalled cupy-cuda11x-13.3.0\nCollecting cupy-cuda12x==13.3.0\n"
     "Successfully installed cupy-cuda12x-13.3.0 fastrlock-0.8.3", False),
    ("say", "휠을 바꿨습니다. 주피터에서 한번 실행해 보시겠어요?"),
    ("user", "아니요, 주피터에서는 여전히 `ImportError: libnvrtc.so.11.2` 에러가 나요."),
    ("bash", "python -c \"import cupy as cp; print(cp.arange(3) * 2)\"",
     "Exit code 1\nTraceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
     "  File \"/home/minji/.venvs/sim/lib/python3.11/site-packages/cupy/_core/_routines_math.pyx\", line 1, ...\n"
     "RuntimeError: CuPy failed to load libnvrtc.so.12: OSError: libnvrtc.so.12: cannot open shared object "
     "file: No such file or directory", True),
    ("say", "터미널에서도 이제는 libnvrtc.so.12를 못 찾습니다. CUDA 툴킷 없이 쓰려면 `[ctk]` extra로 NVIDIA의 "
            "pip 런타임 라이브러리를 같이 설치하면 됩니다."),
    ("bash", "pip install \"cupy-cuda12x[ctk]==13.3.0\" 2>&1 | tail -n 1 && "
             "python -c \"import cupy as cp; print(cp.arange(3) * 2)\"",
     "Successfully installed nvidia-cuda-nvrtc-cu12-12.4.127 nvidia-cuda-runtime-cu12-12.4.127 "
     "nvidia-cublas-cu12-12.4.5.8 nvidia-cufft-cu12-11.2.1.3 nvidia-curand-cu12-10.3.5.147\n[0 2 4]", False),
    ("bash", "jupyter kernelspec list",
     "Available kernels:\n  python3    /usr/local/share/jupyter/kernels/python3", False),
    ("say", "주피터의 python3 커널은 시스템 파이썬(/usr/bin/python3)을 씁니다. 그래서 venv에 깐 휠이 안 보입니다. "
            "venv를 커널로 등록하겠습니다."),
    ("bash", "pip install -q ipykernel && "
             "python -m ipykernel install --user --name sim --display-name \"Python (sim)\"",
     "Installed kernelspec sim in /home/minji/.local/share/jupyter/kernels/sim", False),
    ("user", "커널을 Python (sim)으로 바꾸니까 이제 돼요! [0 2 4] 나옵니다. 감사해요."),
]

PANDERA_WARN = ("FutureWarning: Importing pandas-specific classes and functions from the\n"
                "top-level pandera module will be **removed in a future version of pandera**.\n"
                "If you're using pandera to validate pandas objects, we highly recommend updating\n"
                "your import:\n\n```\n# old import\nimport pandera as pa\n\n# new import\n"
                "import pandera.pandas as pa\n```")
S13 = [
    ("user", "Added pandera (0.24) validation to the orders pipeline, tests fail now. macOS, zsh."),
    ("bash", "pytest -q tests/test_orders.py",
     "Exit code 1\nF..\n=================================== FAILURES ===================================\n"
     "_____________________________ test_load_orders ______________________________\n"
     "pandera.errors.SchemaError: expected series 'amount' to have type float64, got int64\n"
     f"src/orders/schema.py:5: {PANDERA_WARN}\n"
     "=========================== short test summary info ============================\n"
     "FAILED tests/test_orders.py::test_load_orders - pandera.errors.SchemaError: expected series 'amount' to "
     "have type float64, got int64\n1 failed, 2 passed, 1 warning in 0.62s", True),
    ("say", "The CSV fixture has whole-number amounts, so pandas reads int64. `coerce=True` on the column makes "
            "pandera cast instead of reject. And the FutureWarning wants `import pandera.pandas as pa`."),
    ("edit", "/Users/lena/src/orders/src/orders/schema.py",
     "import pandera as pa\n", "import pandera.pandas as pa\n"),
    ("edit", "/Users/lena/src/orders/src/orders/schema.py",
     "    \"amount\": pa.Column(float, pa.Check.ge(0)),\n",
     "    \"amount\": pa.Column(float, pa.Check.ge(0), coerce=True),\n"),
    ("bash", "pytest -q tests/test_orders.py", "...\n3 passed in 0.41s", False),
    ("user", "Can you show me every problem in data/orders_2025-02.csv at once instead of the first one?"),
    ("bash", "python -c \"import pandas as pd; from orders.schema import OrderSchema; "
             "OrderSchema.validate(pd.read_csv('data/orders_2025-02.csv'), lazy=True)\"",
     "Exit code 1\nTraceback (most recent call last):\n  ...\npandera.errors.SchemaErrors: {\n"
     "    \"DATA\": {\n        \"SERIES_CONTAINS_NULLS\": [\n            {\n"
     "                \"schema\": \"OrderSchema\",\n                \"column\": \"customer_id\",\n"
     "                \"check\": \"not_nullable\",\n"
     "                \"error\": \"non-nullable series 'customer_id' contains null values:37    NaN\"\n"
     "            }\n        ],\n        \"DATAFRAME_CHECK\": [\n            {\n"
     "                \"schema\": \"OrderSchema\",\n                \"column\": \"amount\",\n"
     "                \"check\": \"greater_than_or_equal_to(0)\",\n"
     "                \"error\": \"Column 'amount' failed element-wise validator number 0: "
     "greater_than_or_equal_to(0) failure cases: -12.5\"\n            }\n        ]\n    }\n}", True),
    ("say", "With `lazy=True` pandera collects everything into one `SchemaErrors`. Two issues: row 37 has no "
            "customer (guest checkout, per the ticket) and one refund is negative. Allowing nulls for guests."),
    ("edit", "/Users/lena/src/orders/src/orders/schema.py",
     "    \"customer_id\": pa.Column(int),\n",
     "    \"customer_id\": pa.Column(\"Int64\", nullable=True),\n"),
    ("bash", "ruff check src/ && ruff format --check src/",
     "All checks passed!\n7 files already formatted", False),
    ("say", "Schema updated for guest orders; lint is clean. The negative refund is a data question for finance."),
    ("user", "ok, I'll ask them. Stop here."),
]

S14 = [
    ("user", "SQLModel app (FastAPI, sqlite for dev). `python -m app.seed` crashes since I split models into "
             "app/models/team.py and app/models/hero.py."),
    ("bash", "python -m app.seed",
     "Exit code 1\nTraceback (most recent call last):\n  ...\nsqlalchemy.exc.InvalidRequestError: When initializing "
     "mapper Mapper[Team(team)], expression 'Hero' failed to locate a name ('Hero'). If this is a class name, "
     "consider adding this relationship() to the <class 'app.models.team.Team'> class after both dependent "
     "classes have been defined.", True),
    ("bash", "cat app/models/__init__.py", "from app.models.team import Team\n", False),
    ("say", "The string 'Hero' in `Relationship(back_populates=...)` is resolved in SQLAlchemy's registry when "
            "mappers configure; hero.py was never imported, so the class isn't registered. Import both modules in "
            "the package."),
    ("edit", "/home/ravi/api/app/models/__init__.py", "from app.models.team import Team\n",
     "from app.models.hero import Hero\nfrom app.models.team import Team\n\n__all__ = [\"Hero\", \"Team\"]\n"),
    ("bash", "python -m app.seed", "seeded 3 teams, 12 heroes", False),
    ("bash", "uvicorn app.main:app --port 8011 & sleep 2; curl -s localhost:8011/heroes; kill %1",
     "INFO:     Uvicorn running on http://127.0.0.1:8011 (Press CTRL+C to quit)\n"
     "sqlalchemy.exc.OperationalError: (sqlite3.OperationalError) no such table: hero\n"
     "[SQL: SELECT hero.id, hero.name, hero.team_id FROM hero]\nInternal Server Error", False),
    ("bash", "grep -n 'create_all\\|import' app/main.py app/db.py",
     "app/main.py:1:from app.db import engine, init_db\napp/main.py:2:from fastapi import FastAPI\n"
     "app/db.py:1:from sqlmodel import SQLModel, create_engine\n"
     "app/db.py:6:    SQLModel.metadata.create_all(engine)", False),
    ("say", "The API uses a different database file than the seed script (DATABASE_URL differs), and the table is "
            "missing there. Recreating that database."),
    ("bash", "rm -f api.db && DATABASE_URL=sqlite:///api.db python -c \"from app.db import init_db; init_db()\" && "
             "ls -l api.db", "-rw-r--r-- 1 ravi ravi 0 Mar  7 11:02 api.db", False),
    ("bash", "uvicorn app.main:app --port 8011 & sleep 2; curl -s localhost:8011/heroes; kill %1",
     "INFO:     Uvicorn running on http://127.0.0.1:8011 (Press CTRL+C to quit)\n"
     "sqlalchemy.exc.OperationalError: (sqlite3.OperationalError) no such table: hero\n"
     "[SQL: SELECT hero.id, hero.name, hero.team_id FROM hero]\nInternal Server Error", False),
    ("say", "Still missing, and api.db is 0 bytes: `create_all` ran with an empty metadata, because app.db never "
            "imports app.models, so no table classes were registered when init_db ran. The fix is to import "
            "app.models in app/db.py before `create_all`."),
    ("user", "I have to run to a meeting, leave it there, I'll do the import myself."),
]

DUMP = "C:\\dumps\\shop-0304"
S15 = [
    ("user", "Need a local copy of the shop db from prod (db1.corp.lan) for debugging, only orders and customers. "
             "I'm in cmd. MONGO_PW is set."),
    ("bash", f"mongodump --uri \"mongodb://backup:%MONGO_PW%@db1.corp.lan:27017/shop\" --out {DUMP}",
     "Exit code 1\n2025-03-04T14:02:11.871+0100\tFailed: can't create session: failed to connect to "
     "mongodb://backup:***@db1.corp.lan:27017/shop: connection() error occurred during connection handshake: auth "
     "error: sasl conversation error: unable to authenticate using mechanism \"SCRAM-SHA-256\": "
     "(AuthenticationFailed) Authentication failed.", True),
    ("say", "The backup user lives in the admin database; with `/shop` in the URI the driver authenticates "
            "against shop. Adding `authSource=admin`."),
    ("bash", f"mongodump --uri \"mongodb://backup:%MONGO_PW%@db1.corp.lan:27017/shop?authSource=admin\" "
             f"--collection orders --out {DUMP} && mongodump --uri "
             f"\"mongodb://backup:%MONGO_PW%@db1.corp.lan:27017/shop?authSource=admin\" --collection customers "
             f"--out {DUMP}",
     "2025-03-04T14:03:40.112+0100\twriting shop.orders to C:\\dumps\\shop-0304\\shop\\orders.bson\n"
     "2025-03-04T14:04:52.905+0100\tdone dumping shop.orders (184203 documents)\n"
     "2025-03-04T14:04:53.311+0100\twriting shop.customers to C:\\dumps\\shop-0304\\shop\\customers.bson\n"
     "2025-03-04T14:04:57.020+0100\tdone dumping shop.customers (9312 documents)", False),
    ("bash", f"mongorestore --uri mongodb://localhost:27017 --db shop {DUMP}",
     "2025-03-04T14:06:01.447+0100\tThe --db and --collection flags are deprecated for this use-case; please use "
     "--nsInclude instead, i.e. with --nsInclude=${DATABASE}.${COLLECTION}\n"
     "2025-03-04T14:06:01.448+0100\tbuilding a list of collections to restore from C:\\dumps\\shop-0304 dir\n"
     "2025-03-04T14:06:01.448+0100\tdon't know what to do with subdirectory \"shop\\shop\", skipping...\n"
     "2025-03-04T14:06:01.449+0100\t0 document(s) restored successfully. 0 document(s) failed to restore.", False),
    ("bash", f"mongorestore --uri mongodb://localhost:27017 --nsInclude \"shop.orders\" --nsInclude "
             f"\"shop.customers\" {DUMP}",
     "2025-03-04T14:07:12.300+0100\tpreparing collections to restore from\n"
     "2025-03-04T14:07:12.301+0100\treading metadata for shop.orders from "
     "C:\\dumps\\shop-0304\\shop\\orders.metadata.json\n"
     "2025-03-04T14:08:40.881+0100\tfinished restoring shop.orders (184203 documents, 0 failures)\n"
     "2025-03-04T14:08:44.017+0100\tfinished restoring shop.customers (9312 documents, 0 failures)\n"
     "2025-03-04T14:08:44.020+0100\t193515 document(s) restored successfully. 0 document(s) failed to restore.",
     False),
    ("user", "great. Next week I'll want to refresh it from a new dump, run the same restore now to check that "
             "works over the existing data."),
    ("bash", f"mongorestore --uri mongodb://localhost:27017 --nsInclude \"shop.orders\" --nsInclude "
             f"\"shop.customers\" {DUMP}",
     "2025-03-04T14:10:02.551+0100\tcontinuing through error: E11000 duplicate key error collection: shop.orders "
     "index: _id_ dup key: { _id: ObjectId('65e1c0a4f1b2c3d4e5f60718') }\n"
     "2025-03-04T14:11:20.118+0100\tfinished restoring shop.orders (0 documents, 184203 failures)\n"
     "2025-03-04T14:11:23.640+0100\tfinished restoring shop.customers (0 documents, 9312 failures)\n"
     "2025-03-04T14:11:23.642+0100\t0 document(s) restored successfully. 193515 document(s) failed to restore.",
     False),
    ("say", "mongorestore only inserts; documents that already exist fail on `_id`. Should I rerun with `--drop`? "
            "It drops each local collection before restoring it, so your local edits to shop.orders would go."),
    ("user", "No, don't drop, I have test edits in orders. Leave it, I'll think about it next week."),
]

SOURCES = {
    "s11-swig-geohash": ("/Users/kai/dev/geohash-py", "2025-03-07T09:10:00Z", "bindings", S11),
    "s12-cupy-wsl-ko": ("/home/minji/sim", "2025-03-07T01:30:00Z", "main", S12),
    "s13-pandera-orders": ("/Users/lena/src/orders", "2025-03-07T10:00:00Z", "feat/pandera", S13),
    "s14-sqlmodel-rel": ("/home/ravi/api", "2025-03-07T10:40:00Z", "split-models", S14),
    "s15-mongorestore-cmd": ("C:\\Users\\oskar\\debug", "2025-03-04T13:01:00Z", "HEAD", S15),
}
