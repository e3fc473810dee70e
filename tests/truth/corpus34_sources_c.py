"""corpus34's scripted sessions, part three: Micronaut Data (a Task), templ with air (an interrupted call), Triton
Inference Server (in Korean), GDAL's ogr2ogr from OSGeo4W (in Korean, PowerShell 7)."""
from __future__ import annotations

from tests.truth.corpus34_common import INTERRUPTED, REJECTED

MICRONAUT = [
    ("user", "Micronaut 4.4 app, Gradle Kotlin DSL, Java 21 on my mac. BookControllerTest fails with 'No bean of type "
             "BookRepository'. Can you look?"),
    ("bash", "./gradlew test --tests 'com.acme.books.BookControllerTest'",
     "Exit code 1\n> Task :compileJava\n> Task :test FAILED\n\nBookControllerTest > initializationError FAILED\n"
     "    io.micronaut.context.exceptions.NoSuchBeanException: No bean of type [com.acme.books.BookRepository] exists. "
     "Make sure the bean is not disabled by bean requirements (enable trace logging for "
     "'io.micronaut.context.condition' to check) and if the bean is enabled then ensure the class is declared a bean "
     "and annotation processing is enabled (for Java and Kotlin the 'micronaut-inject-java' dependency should be "
     "configured as an annotation processor).\n\n1 test completed, 1 failed\n\nFAILURE: Build failed with an "
     "exception.\n\n* What went wrong:\nExecution failed for task ':test'.", True),
    ("task", "Check Micronaut Data annotation processing",
     "In /Users/dee/src/books: read build.gradle.kts and list the annotationProcessor entries and the Micronaut "
     "plugin version. Then list build/classes/java/main/com/acme/books/ and say whether any generated "
     "$BookRepository bean definition classes exist. Report only facts.",
     "build.gradle.kts applies `io.micronaut.application` version 4.4.0 and declares "
     "`implementation(\"io.micronaut.data:micronaut-data-jdbc\")`, but its only annotation processors are "
     "`annotationProcessor(\"io.micronaut:micronaut-http-validation\")` and "
     "`annotationProcessor(\"io.micronaut.serde:micronaut-serde-processor\")`. There is no "
     "`micronaut-data-processor`. build/classes/java/main/com/acme/books/ holds Book.class, BookController.class and "
     "$BookController$Definition.class, but no $BookRepository$Intercepted$Definition.class: the @JdbcRepository "
     "interface was never processed."),
    ("say", "So the repository interface is compiled but no bean is generated for it. Adding the Data processor."),
    ("edit", "/Users/dee/src/books/build.gradle.kts", "    implementation(\"io.micronaut.data:micronaut-data-jdbc\")",
     "    implementation(\"io.micronaut.data:micronaut-data-jdbc\")\n"
     "    annotationProcessor(\"io.micronaut.data:micronaut-data-processor\")"),
    ("bash", "./gradlew test --tests 'com.acme.books.BookControllerTest' 2>&1 | tail -n 15",
     "Exit code 1\nBookControllerTest > testListBooks() FAILED\n    io.micronaut.data.exceptions.DataAccessException: "
     "Error executing SQL Query: Table \"BOOK\" not found; SQL statement:\n    SELECT book_.\"id\",book_.\"title\" "
     "FROM \"book\" book_ [42102-224]\n\n1 test completed, 1 failed\n\nFAILURE: Build failed with an exception.", True),
    ("say", "The bean exists now (the test reached SQL). The test H2 database is empty: nothing creates the table. "
            "For tests, Micronaut Data can generate the schema from the entities."),
    ("write", "/Users/dee/src/books/src/test/resources/application-test.yml",
     "datasources:\n  default:\n    url: jdbc:h2:mem:books;DB_CLOSE_DELAY=-1\n    driver-class-name: org.h2.Driver\n"
     "    dialect: H2\n    schema-generate: CREATE_DROP\n"),
    ("bash", "./gradlew test --tests 'com.acme.books.BookControllerTest' 2>&1 | tail -n 4",
     "> Task :test\n\nBUILD SUCCESSFUL in 9s\n5 actionable tasks: 3 executed, 2 up-to-date", False),
    ("user", "great. but running the app from IntelliJ still says No bean of type BookRepository"),
    ("say", "IntelliJ is probably building with its own compiler and annotation-processor settings. Set Settings > "
            "Build, Execution, Deployment > Build Tools > Gradle > Build and run using: Gradle, then rebuild, so it "
            "uses the same processors as ./gradlew."),
    ("user", "switched it to Gradle and rebuilt, nope, same NoSuchBeanException in IntelliJ"),
    ("say", "Then IntelliJ may be running a stale run configuration from out/. I'll need to see the run "
            "configuration; can you paste its 'Build and run' section?"),
]

TEMPL = [
    ("user", "setting up templ + air for our Go site (macOS, zsh). `templ` isn't found and air is weird"),
    ("bash", "templ generate", "Exit code 127\nzsh: command not found: templ", True),
    ("bash", "go install github.com/a-h/templ/cmd/templ@v0.2.707 && ls $(go env GOPATH)/bin",
     "air\ngopls\ntempl", False),
    ("say", "templ is installed into $(go env GOPATH)/bin, which isn't on your PATH."),
    ("bash", "export PATH=\"$PATH:$(go env GOPATH)/bin\" && templ generate",
     "(✓) Complete [ updates=3 duration=11.210208ms ]", False),
    ("edit", "/Users/ren/.zshrc", "export PATH=\"/opt/homebrew/bin:$PATH\"",
     "export PATH=\"/opt/homebrew/bin:$PATH\"\nexport PATH=\"$PATH:$(go env GOPATH)/bin\""),
    ("bash", "air", REJECTED, True),
    ("user", INTERRUPTED),
    ("user", "stopped it, it's rebuilding in a loop forever. every build regenerates the _templ.go files and that "
             "triggers another build"),
    ("say", "air watches .go files, and `templ generate` writes *_templ.go, so each build triggers the next. "
            "Excluding the generated files and running templ generate as part of the build command."),
    ("edit", "/Users/ren/src/site/.air.toml", "  exclude_regex = [\"_test.go\"]",
     "  exclude_regex = [\"_test.go\", \"_templ.go\"]"),
    ("edit", "/Users/ren/src/site/.air.toml", "  cmd = \"go build -o ./tmp/main .\"",
     "  cmd = \"templ generate && go build -o ./tmp/main .\""),
    ("bash", "timeout 15 air 2>&1 | tail -n 6",
     "watching views\n!exclude tmp\nbuilding...\n(✓) Complete [ updates=3 duration=9.804125ms ]\nrunning...\n"
     "2024/06/11 21:04:12 listening on :8080", False),
    ("user", "looks good, single build now"),
    ("write", "/Users/ren/src/site/README.md",
     "# site\n\n## Dev loop\n\n1. `go install github.com/a-h/templ/cmd/templ@v0.2.707`\n"
     "2. make sure `$(go env GOPATH)/bin` is on PATH\n3. run `air` (it runs `templ generate` before each build)\n"),
    ("user", "but when I change a .templ file the page doesn't rebuild"),
    ("say", "air only watches the extensions in include_ext; .templ isn't in it."),
    ("edit", "/Users/ren/src/site/.air.toml", "  include_ext = [\"go\", \"tpl\", \"tmpl\", \"html\"]",
     "  include_ext = [\"go\", \"tpl\", \"tmpl\", \"html\", \"templ\"]"),
    ("user", "ok. the README dev loop section is perfect btw, merging that"),
]

TRITON = [
    ("user", "Triton 24.05 컨테이너로 resnet50 ONNX 모델 서빙하려는데 모델이 로드가 안 돼요. "
             "model_repository/resnet50/config.pbtxt 는 제가 직접 썼어요."),
    ("bash", "docker run --rm --gpus all -p8000:8000 -p8001:8001 -p8002:8002 -v $PWD/model_repository:/models "
             "nvcr.io/nvidia/tritonserver:24.05-py3 tritonserver --model-repository=/models 2>&1 | "
             "grep -E 'resnet50|error' | head -n 3",
     "E0612 03:11:42.118402 1 model_lifecycle.cc:638] failed to load 'resnet50' version 1: Invalid argument: model "
     "'resnet50', tensor 'input': the model expects 4 dimensions (shape [-1,3,224,224]) but the model configuration "
     "specifies 5 dimensions (an initial batch dimension because max_batch_size > 0 followed by the explicit tensor "
     "shape, making complete shape [-1,-1,3,224,224])\n"
     "| resnet50 | 1       | UNAVAILABLE: Invalid argument: model 'resnet50', tensor 'input': the model expects 4 "
     "dimensions (shape [-1,3,224,224]) but the model configuration specifies 5 dimensions |\n"
     "error: creating server: Internal - failed to load all models", False),
    ("say", "max_batch_size 가 0보다 크면 Triton 이 배치 차원을 자동으로 앞에 붙입니다. 그래서 dims 에는 배치 차원(-1)을 "
            "빼고 써야 합니다. 입력과 출력 둘 다 고칠게요."),
    ("edit", "/home/yuna/serve/model_repository/resnet50/config.pbtxt", "    dims: [ -1, 3, 224, 224 ]",
     "    dims: [ 3, 224, 224 ]"),
    ("edit", "/home/yuna/serve/model_repository/resnet50/config.pbtxt", "    dims: [ -1, 1000 ]",
     "    dims: [ 1000 ]"),
    ("bash", "docker run -d --name triton --gpus all -p8000:8000 -p8001:8001 -p8002:8002 -v "
             "$PWD/model_repository:/models nvcr.io/nvidia/tritonserver:24.05-py3 tritonserver "
             "--model-repository=/models && sleep 20 && curl -s -o /dev/null -w '%{http_code}\\n' "
             "localhost:8000/v2/models/resnet50/ready",
     "8c41f0d2a7b3e9c5d1f6a2b8c4e0f7a3d9b5c1e7f3a9d5b1c7e3f9a5d1b7c3e9\n200", False),
    ("user", "로드됐어요. 그런데 perf_analyzer 를 -b 16 으로 돌리면 에러가 나요"),
    ("bash", "docker run --rm --net host nvcr.io/nvidia/tritonserver:24.05-py3-sdk perf_analyzer -m resnet50 -b 16 "
             "--concurrency-range 1:4",
     "Exit code 1\n*** Measurement Settings ***\n  Batch size: 16\n  Service Kind: Triton\n  Using \"time_windows\" "
     "mode for stabilization\n  Measurement window: 5000 msec\n\nRequest concurrency: 1\nThread [0] had error: "
     "[request id: <id_unknown>] inference request batch-size must be <= 8 for 'resnet50'", True),
    ("say", "config.pbtxt 의 `max_batch_size: 8` 이 상한입니다. 16으로 올리겠습니다."),
    ("edit", "/home/yuna/serve/model_repository/resnet50/config.pbtxt", "max_batch_size: 8", "max_batch_size: 16"),
    ("user", "제가 perf_analyzer 다시 돌려봤는데 아직도 같은 에러예요. batch-size must be <= 8"),
    ("say", "기본 model-control-mode(none)에서는 Triton 이 시작할 때만 config 를 읽습니다. 서버를 재시작해야 반영돼요."),
    ("bash", "docker restart triton && sleep 20 && docker run --rm --net host "
             "nvcr.io/nvidia/tritonserver:24.05-py3-sdk perf_analyzer -m resnet50 -b 16 --concurrency-range 1:4 "
             "2>&1 | tail -n 5",
     "triton\nInferences/Second vs. Client Average Batch Latency\nConcurrency: 1, throughput: 412.8 infer/sec, "
     "latency 38710 usec\nConcurrency: 2, throughput: 796.4 infer/sec, latency 40122 usec\nConcurrency: 3, "
     "throughput: 1103.9 infer/sec, latency 43415 usec\nConcurrency: 4, throughput: 1412.3 infer/sec, latency 45210 "
     "usec", False),
    ("user", "좋아요. 마지막으로 우리 클라이언트가 FP16 으로 보내면 에러가 나요"),
    ("bash", "python client.py --fp16 samples/cat.jpg",
     "Exit code 1\nTraceback (most recent call last):\n  File \"/home/yuna/serve/client.py\", line 31, in <module>\n"
     "    res = client.infer('resnet50', [inp])\ntritonclient.utils.InferenceServerException: [400] [request id: "
     "<id_unknown>] unexpected datatype TYPE_FP16 for inference input 'input', expecting TYPE_FP32 for model "
     "'resnet50'", True),
    ("say", "모델 입력이 TYPE_FP32 라서 클라이언트에서 float32 로 바꿔 보내야 합니다."),
    ("edit", "/home/yuna/serve/client.py", "    batch = preprocess(img, half=args.fp16)",
     "    batch = preprocess(img, half=args.fp16).astype(np.float32)"),
    ("user", "아직도 안 돼요. 같은 에러예요, TYPE_FP16 이라고 나와요"),
    ("say", "배열은 float32 가 됐지만 InferInput 을 만들 때 datatype 문자열을 여전히 \"FP16\" 으로 넘기고 있을 겁니다. "
            "client.py 의 InferInput 부분을 보겠습니다."),
]

GDAL = [
    ("user", "OSGeo4W 로 GDAL 설치했어요. PowerShell 7 에서 ogr2ogr 로 시군구 shapefile(C:\\data\\SIG\\sig.shp)을 "
             "EPSG:4326 GeoPackage 로 바꾸려는데 에러가 나요."),
    ("bash", "ogr2ogr -f GPKG sig.gpkg C:\\data\\SIG\\sig.shp -t_srs EPSG:4326",
     "Exit code 1\nERROR 1: PROJ: proj_create_from_database: Cannot find proj.db\n"
     "ERROR 1: Failed to process SRS definition: EPSG:4326", True),
    ("bash", "where.exe ogr2ogr; \"PROJ_DATA=[$env:PROJ_DATA] PROJ_LIB=[$env:PROJ_LIB]\"",
     "C:\\Program Files\\PostgreSQL\\16\\bin\\ogr2ogr.exe\nC:\\OSGeo4W\\bin\\ogr2ogr.exe\n"
     "PROJ_DATA=[] PROJ_LIB=[]", False),
    ("say", "PATH 에서 PostgreSQL(PostGIS 번들)의 ogr2ogr 가 OSGeo4W 것보다 먼저 잡히고, PROJ_DATA 도 비어 있습니다. "
            "OSGeo4W 쉘 밖에서는 o4w_env.bat 이 안 돌기 때문이에요. OSGeo4W 의 exe 를 전체 경로로 부르고 PROJ_DATA 를 "
            "지정하겠습니다."),
    ("bash", "$env:PROJ_DATA='C:\\OSGeo4W\\share\\proj'; & C:\\OSGeo4W\\bin\\ogr2ogr.exe -f GPKG sig.gpkg "
             "C:\\data\\SIG\\sig.shp -t_srs EPSG:4326; & C:\\OSGeo4W\\bin\\ogrinfo.exe sig.gpkg sig -limit 1 | "
             "Select-String KOR_NM",
     "\n  SIG_KOR_NM (String) = Á¾·Î±¸\n", False),
    ("say", "변환은 됐지만 한글 이름이 깨졌습니다. .cpg 파일이 없어서 GDAL 이 dbf 를 Latin-1 로 읽었어요. 원본 인코딩 "
            "CP949 를 열기 옵션으로 알려주겠습니다."),
    ("bash", "$env:PROJ_DATA='C:\\OSGeo4W\\share\\proj'; & C:\\OSGeo4W\\bin\\ogr2ogr.exe -overwrite -f GPKG sig.gpkg "
             "C:\\data\\SIG\\sig.shp -t_srs EPSG:4326 -oo ENCODING=CP949; & C:\\OSGeo4W\\bin\\ogrinfo.exe sig.gpkg "
             "sig -limit 1 | Select-String KOR_NM",
     "\n  SIG_KOR_NM (String) = 종로구\n", False),
    ("user", "됐어요! 근데 매번 PROJ_DATA 랑 경로 치기 싫어요"),
    ("write", "C:\\Users\\hana\\Documents\\PowerShell\\osgeo4w-env.ps1",
     "$env:PROJ_DATA = 'C:\\OSGeo4W\\share\\proj'\n$env:GDAL_DATA = 'C:\\OSGeo4W\\apps\\gdal\\share\\gdal'\n"
     "$env:Path = 'C:\\OSGeo4W\\bin;' + $env:Path\n"),
    ("say", "osgeo4w-env.ps1 을 만들었습니다. $PROFILE 에 `. $HOME\\Documents\\PowerShell\\osgeo4w-env.ps1` 한 줄을 "
            "넣으면 새 PowerShell 마다 적용됩니다."),
    ("user", "네 프로필은 제가 나중에 넣을게요"),
]

SOURCES = {
    "s11-micronaut-data": ("/Users/dee/src/books", "2024-05-14T13:30:00Z", "fix/repo-bean", MICRONAUT),
    "s12-templ-air": ("/Users/ren/src/site", "2024-06-11T12:40:00Z", "main", TEMPL),
    "s13-triton-ko": ("/home/yuna/serve", "2024-06-12T03:05:00Z", "HEAD", TRITON),
    "s14-gdal-ogr2ogr-ko": ("C:\\Users\\hana\\gis", "2024-07-01T05:20:00Z", "HEAD", GDAL),
}
