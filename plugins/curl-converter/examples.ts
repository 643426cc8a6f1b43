/**
 * What run() gives for each example, written by `npm run example-outputs -- curl-converter` (scripts/example-outputs.ts) and held to run() by the contract tests.
 */
export const EXAMPLE_OUTPUTS = {
  postJson: {
    "language": "python",
    "code": "import requests\n\nheaders = {\n    'Authorization': 'Bearer abc123',\n    'Content-Type': 'application/json',\n}\n\njson_data = {\n    'item': 'tea',\n    'quantity': 2,\n}\n\nresponse = requests.post('https://api.example.com/v1/orders', headers=headers, json=json_data)\n\n# Note: json_data will not be serialized by requests\n# exactly as it was in the original request.\n#data = '{\"item\":\"tea\",\"quantity\":2}'\n#response = requests.post('https://api.example.com/v1/orders', headers=headers, data=data)\n",
    "warnings": []
  },
  postJsonGo: {
    "language": "go",
    "code": "package main\n\nimport (\n\t\"fmt\"\n\t\"io\"\n\t\"log\"\n\t\"net/http\"\n\t\"strings\"\n)\n\nfunc main() {\n\tclient := &http.Client{}\n\tvar data = strings.NewReader(`{\"item\":\"tea\",\"quantity\":2}`)\n\treq, err := http.NewRequest(\"POST\", \"https://api.example.com/v1/orders\", data)\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\treq.Header.Set(\"Authorization\", \"Bearer abc123\")\n\treq.Header.Set(\"Content-Type\", \"application/json\")\n\tresp, err := client.Do(req)\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tdefer resp.Body.Close()\n\tbodyText, err := io.ReadAll(resp.Body)\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tfmt.Printf(\"%s\\n\", bodyText)\n}\n",
    "warnings": []
  },
  formNode: {
    "language": "node",
    "code": "import fetch, { FormData, fileFromSync } from 'node-fetch';\n\nconst form = new FormData();\nform.append('title', 'Holiday photo');\nform.append('file', fileFromSync('photo.jpg'));\n\nfetch('https://example.com/upload', {\n  method: 'POST',\n  headers: {\n    'Authorization': 'Basic ' + btoa('ada:s3cret')\n  },\n  body: form\n});\n",
    "warnings": []
  },
  browserJs: {
    "language": "javascript",
    "code": "fetch('https://example.com/search?q=curl&page=2', {\n  headers: {\n    'Accept': 'text/html',\n    'Cookie': 'session=xyz; theme=dark'\n  }\n});\n",
    "warnings": [
      {
        "code": "location",
        "detail": "-L is not a supported option",
        "flag": "-L"
      },
      {
        "code": "max-time",
        "detail": "--max-time is not a supported option",
        "flag": "--max-time"
      },
      {
        "code": "forbidden-header",
        "detail": "\"Cookie\" header is forbidden in fetch()"
      }
    ]
  },
  browserPhp: {
    "language": "php",
    "code": "<?php\n$ch = curl_init();\ncurl_setopt($ch, CURLOPT_URL, 'https://example.com/search?q=curl&page=2');\ncurl_setopt($ch, CURLOPT_RETURNTRANSFER, true);\ncurl_setopt($ch, CURLOPT_CUSTOMREQUEST, 'GET');\ncurl_setopt($ch, CURLOPT_HTTPHEADER, [\n    'Accept: text/html',\n    'Accept-Encoding: gzip',\n]);\ncurl_setopt($ch, CURLOPT_COOKIE, 'session=xyz; theme=dark');\ncurl_setopt($ch, CURLOPT_TIMEOUT, 10);\ncurl_setopt($ch, CURLOPT_FOLLOWLOCATION, true);\n\n$response = curl_exec($ch);\n\ncurl_close($ch);\n",
    "warnings": []
  },
  unsupported: {
    "language": "python",
    "code": "import requests\n\nresponse = requests.get('https://example.com/file.zip', verify=False)\n\nwith open('file.zip', 'wb') as f:\n    f.write(response.content)\n",
    "warnings": [
      {
        "code": "proxy-anyauth",
        "detail": "--proxy-anyauth is not a supported option",
        "flag": "--proxy-anyauth"
      },
      {
        "code": "limit-rate",
        "detail": "--limit-rate is not a supported option",
        "flag": "--limit-rate"
      }
    ]
  },
  formPowershell: {
    "language": "powershell",
    "code": "$username = \"ada\"\n$password = ConvertTo-SecureString \"s3cret\" -AsPlainText -Force\n$credential = New-Object System.Management.Automation.PSCredential($username, $password)\n$form = @{\n    \"title\" = \"Holiday photo\"\n    \"file\" = Get-Item \"photo.jpg\"\n}\n$response = Invoke-RestMethod -Uri \"https://example.com/upload\" `\n    -Method Post `\n    -Credential $credential `\n    -Authentication Basic `\n    -Form $form\n",
    "warnings": []
  },
  postJsonHttpie: {
    "language": "httpie",
    "code": "https api.example.com/v1/orders \\\n  \"Authorization:Bearer abc123\" \\\n  Content-Type:application/json \\\n  item=tea \\\n  quantity:=2\n",
    "warnings": []
  },
};
