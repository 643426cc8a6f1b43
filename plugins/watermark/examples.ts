/**
 * What run() gives for each example, written by `npm run example-outputs -- watermark` (scripts/example-outputs.ts) and held to run() by the contract tests.
 */
import { readBase64 } from '@sdk/core';

const b = (base64: string): Uint8Array => (readBase64(base64) as { bytes: Uint8Array }).bytes;

export const EXAMPLE_OUTPUTS = {
  pdf: {
    "files": [
      {
        "name": "letter-watermarked.pdf",
        "type": "application/pdf",
        "bytes": b('JVBERi0xLjcKJYGBgYEKCjUgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMTMKPj4Kc3RyZWFtCnicJYrBCsJADETv8xU5C9ZsSDa7UDxYBA+9FPIDRaooelCK3++KDPMYHvPCIcBdIu6k1eh9xe60PD7LejvPW+datLCXSqIUF/w4ot1bEimTCVM80Vtyy8nFNZtLHrwK56Ft/Zs9xR2xwTEw4QsnIhmiCmVuZHN0cmVhbQplbmRvYmoKCjcgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMjIKPj4Kc3RyZWFtCnichYyxCgJBDET7fEVq4c5sNjvZBbEQDixshPyAyCnKWSji93vX2jgwr5o3T9oFSZ9Yep1b+HWl9X6cPuP7dj51zU1RtaCyGseFFh5mQX6CpFlzbq14hsM5cbec/t1B2ITjQRtLLi4oGGBoXrccd4oVDUFH+gL9rSM8CmVuZHN0cmVhbQplbmRvYmoKCjkgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMAo+PgpzdHJlYW0KeJwr5AIAAO4AfAplbmRzdHJlYW0KZW5kb2JqCgoxMCAwIG9iago8PAovRmlsdGVyIC9GbGF0ZURlY29kZQovTGVuZ3RoIDEwCj4+CnN0cmVhbQp4nAvkAgAArgBcCmVuZHN0cmVhbQplbmRvYmoKCjExIDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9MZW5ndGggMTcxCj4+CnN0cmVhbQp4nG1Oy2oDMQy8+yv8A/bK8siSoPSwZZNcS/0DIU2XlC2lD/r99TWw0jCIYWbQV5iOL0nJDUZqHtefMPdAWYUdpWiDkphxpLHfa5hO1+3v+nu7nNP8ub0mV3Azlmax1mzC2rSyV2eL/W0UWWvEAqpqQDWNlOH3g5j2xJ1sIclMAqcCH9w0MmsmGr/KQJWR6x/hARUHLGjDBQgWwbgKnh5jfw9LD8/hH14sNmIKZW5kc3RyZWFtCmVuZG9iagoKMTIgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxNzAKPj4Kc3RyZWFtCnicbU7NSoQxELvPU/QF2k3bTGcGxMPKp17FvoDouigr4g8+v/UmaHJJQgJ5k93VbW4AHBo+0vFD9lNQTFuwVhs0qHtLWHw/yu76cPo6fD7d3+X96+khhyk4osESrYQ63MAI67Wn+SgZZbnf8ITiY6Ap0c3J7pby/9mfaUesYh2jMhgwZVqqYF2tFdT6cznNFzlj5yU3jtUjlZtyqcqL8zSfZZtyI9+rQTadCmVuZHN0cmVhbQplbmRvYmoKCjEzIDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9PYmpTdG0KL04gNgovRmlyc3QgMzIKL0xlbmd0aCAzNDAKPj4Kc3RyZWFtCnicrZLRSsMwFIbv8xTnBWZOs6RNYAy2MSeIKJugIF5kbRiVkciayXx7k3RuKyhTlJYkJ/nPf5IvyQCBgUDog+TAIctzyIELBhIKrmAwIPT+/dUAvdMr0xB6XVcNPAUlwjwoY/tM6MRtrQdGhkNyzJhor9duRdpUyKK4q7h01hO62C59CuNkRuhYNyauAL0y6zfj61ITOrWlq2q7AvpQ25Ft6s+JrmMsFQtuTMhvK9K5adx2U4YtRF1yjoODea9AJbnEQqqAIaUc18ZuXfVUwVkumchlwLI/BX28Xb6YMnnFcLrzs4XX3iTz2eLU9bi/g4rQUgNe9AO7UeqDR/vTG1PVeux2ATOGjzMEoUTEPLLW+Yg/Ibc+HDJGKl2DSG2GbZftr+bvdE4O/x0dgTxXDItf0GGIKFEomf8bnblLBRSeAVV0QLGvQP34YSYCZ17nBwym6JIKZW5kc3RyZWFtCmVuZG9iagoKMTQgMCBvYmoKPDwKL1NpemUgMTUKL1Jvb3QgMiAwIFIKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL1hSZWYKL0xlbmd0aCA2MQovVyBbIDEgMiAyIF0KL0luZGV4IFsgMCAxNSBdCj4+CnN0cmVhbQp4nCXIsQ0AIQzFUP8AJdL1DEDPnizGALSMwiWiebIM3GtUCBRYkMT3XhbrVZEmSMex4aTu5OaUDT/yxQYQCmVuZHN0cmVhbQplbmRvYmoKCnN0YXJ0eHJlZgoxNDk0CiUlRU9G'),
        "source": {
          "name": "letter.pdf",
          "size": 1237
        },
        "pages": 2
      }
    ],
    "failed": [],
    "preview": {
      "width": 420,
      "height": 595,
      "stampWidth": 251.99999999999997,
      "stampHeight": 31.313809779688338,
      "spots": [
        {
          "cx": 210,
          "cy": 297.5
        }
      ],
      "baseline": 0.22378378378378386
    }
  },
  tiled: {
    "files": [
      {
        "name": "letter-watermarked.pdf",
        "type": "application/pdf",
        "bytes": b('JVBERi0xLjcKJYGBgYEKCjUgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMTMKPj4Kc3RyZWFtCnicJYrBCsJADETv8xU5C9ZsSDa7UDxYBA+9FPIDRaooelCK3++KDPMYHvPCIcBdIu6k1eh9xe60PD7LejvPW+datLCXSqIUF/w4ot1bEimTCVM80Vtyy8nFNZtLHrwK56Ft/Zs9xR2xwTEw4QsnIhmiCmVuZHN0cmVhbQplbmRvYmoKCjcgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMjIKPj4Kc3RyZWFtCnichYyxCgJBDET7fEVq4c5sNjvZBbEQDixshPyAyCnKWSji93vX2jgwr5o3T9oFSZ9Yep1b+HWl9X6cPuP7dj51zU1RtaCyGseFFh5mQX6CpFlzbq14hsM5cbec/t1B2ITjQRtLLi4oGGBoXrccd4oVDUFH+gL9rSM8CmVuZHN0cmVhbQplbmRvYmoKCjkgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMAo+PgpzdHJlYW0KeJwr5AIAAO4AfAplbmRzdHJlYW0KZW5kb2JqCgoxMCAwIG9iago8PAovRmlsdGVyIC9GbGF0ZURlY29kZQovTGVuZ3RoIDEwCj4+CnN0cmVhbQp4nAvkAgAArgBcCmVuZHN0cmVhbQplbmRvYmoKCjExIDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9MZW5ndGggMzgzCj4+CnN0cmVhbQp4nM2Wy0peMRCA9+cp8gInzv0CItiirlvPC7hQaeFXrO8PHXeFP4uChQ4hBCYJ8zFhPvK2Xdzd7w4ZEuCR4/l9+3JsMBEwrSLCyE4qOWASK6UguomDRlDFaufPkzx+PW8Xx4/T4/v+/fX08LKnC1mQWgz06YYSoYEJH9fG8VS5HBzBPBDDVNzGfhbT8TehuhkxzdEoMzEiUIcmTK58dZBCDHkcp+1SyMluXS3ta41buyG4TgIm/ph2NY6f/xaNbSYVmqlqUAG2IatyTSVNYwRWFpQ2aFTviVSbaVqrkrVBE+Tp1RJqmJFqwm3QdtIZTsToGJVDY4hJ0QKhQDW6Av0ntMzCsKpWUFa8ERlV0apUXM/mzpHehowVSh2C6kmKAH1qttAtc1bHoqArV9rENrrtQrbQbRe0hW67oC102wVtoVsqWiUyqp+VMkUb2zYBO5dtE7Bz1zYBW6g2vFA5SITrX23hbVTbhWyh2i5oC9V2QVuo9hNoN8f2bfsNMRD00AplbmRzdHJlYW0KZW5kb2JqCgoxMiAwIG9iago8PAovRmlsdGVyIC9GbGF0ZURlY29kZQovTGVuZ3RoIDMzMAo+PgpzdHJlYW0KeJzNlEtKBEEMhvd9irpA1+T9ABFUZlyrfQEXOiiMonN/MLMTunci3dTuT4V8VUn+r2F3/zQSAARohrXjebidBugImAYewshOKtmgEyulILqJg0ZQaRX5fZPb93HYTW+nl/P4+Hl6/hjTFcSSwBtpRyOEyhTWMGzTa5VycATzQAxTcWszSdu4oC1kjmidUxmYoiIUIq1e1xOoFDInrECbTsOVkJMdXC3trs7B9gQ3hcl0yWa7btP7/8OhWK9PZQB0ZfeMDcFVQ3u1Nqla5WlR17YDJ4GlkaqDgWrqSmyo2IGNSdFQybNoQbphoJBEKNSebAXNqAeyRH2XFJeuNW1zsirVSRRROM2cea1Zm6Nxejc3F4oaOJO1/GNOplaOCsF+cbVQWaudjNHFvDbUQC4qb8d1F9g2Y7oLbJvx3AW2P1jufhoehh90VbsDCmVuZHN0cmVhbQplbmRvYmoKCjEzIDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9PYmpTdG0KL04gNgovRmlyc3QgMzIKL0xlbmd0aCAzNDQKPj4Kc3RyZWFtCnicrZJva8IwEMbf51PcF3C5xjRNQAQV52CMjSpsMPYi1iAdmgwbh/v2S1LnHxBkbLQkvfS553K/JAMEBjlCFyQHDpkQIIBzBRIK3oVej9DZ14cB+qSXpiH0vl408BqUCGVQxvGN0JHbWg+M9PvkmDHSXq/ckrSpkEXxueLWWU/odDv3KYyLGaFD3Zj4B+idWX0aX1ea0LGt3KK2S6DPtR3Ypv5ZOHeMpWLBjQn5bUVamsZtN1XYQtQl5/hxMO8UqCSXWEgVMKSUWb02Tad0a207quBMSJYLGZjsW6Avj/N3UyWjGI53fjL12pvkPJmeWh43d1ARWmnAGxbADdIcPNqXPphFrYduFxhjeDhDyFUeGQ+sdT6yT7ytDx3GSKUzyNOYYTtl+3P5O5qT5i+iyZELxbD4BRqGiBJzJcW/oSldKqDwCqXijBK7ROnalTxp/8ql/AbhzOVJCmVuZHN0cmVhbQplbmRvYmoKCjE0IDAgb2JqCjw8Ci9TaXplIDE1Ci9Sb290IDIgMCBSCi9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9YUmVmCi9MZW5ndGggNjIKL1cgWyAxIDIgMiBdCi9JbmRleCBbIDAgMTUgXQo+PgpzdHJlYW0KeJxjYGD4/5+JgZeBAUQwgggmEMHMyCAAEWNhZDgFYbEyMvYyMDAy3gcSTEZAgvk3kGDtBxLsfgwMAP+iBtMKZW5kc3RyZWFtCmVuZG9iagoKc3RhcnR4cmVmCjE4NzAKJSVFT0Y='),
        "source": {
          "name": "letter.pdf",
          "size": 1237
        },
        "pages": 2
      }
    ],
    "failed": [],
    "preview": {
      "width": 420,
      "height": 595,
      "stampWidth": 125.99999999999999,
      "stampHeight": 15.985339723710176,
      "spots": [
        {
          "cx": -41.19759309542229,
          "cy": 46.30240690457774
        },
        {
          "cx": 84.40120345228885,
          "cy": 46.30240690457774
        },
        {
          "cx": 210,
          "cy": 46.30240690457774
        },
        {
          "cx": 335.5987965477111,
          "cy": 46.30240690457774
        },
        {
          "cx": 461.1975930954223,
          "cy": 46.30240690457774
        },
        {
          "cx": 21.60180517843328,
          "cy": 171.90120345228888
        },
        {
          "cx": 147.20060172614444,
          "cy": 171.90120345228888
        },
        {
          "cx": 272.79939827385556,
          "cy": 171.90120345228888
        },
        {
          "cx": 398.3981948215667,
          "cy": 171.90120345228888
        },
        {
          "cx": -41.19759309542229,
          "cy": 297.5
        },
        {
          "cx": 84.40120345228885,
          "cy": 297.5
        },
        {
          "cx": 210,
          "cy": 297.5
        },
        {
          "cx": 335.5987965477111,
          "cy": 297.5
        },
        {
          "cx": 461.1975930954223,
          "cy": 297.5
        },
        {
          "cx": 21.60180517843328,
          "cy": 423.0987965477111
        },
        {
          "cx": 147.20060172614444,
          "cy": 423.0987965477111
        },
        {
          "cx": 272.79939827385556,
          "cy": 423.0987965477111
        },
        {
          "cx": 398.3981948215667,
          "cy": 423.0987965477111
        },
        {
          "cx": -41.19759309542229,
          "cy": 548.6975930954222
        },
        {
          "cx": 84.40120345228885,
          "cy": 548.6975930954222
        },
        {
          "cx": 210,
          "cy": 548.6975930954222
        },
        {
          "cx": 335.5987965477111,
          "cy": 548.6975930954222
        },
        {
          "cx": 461.1975930954223,
          "cy": 548.6975930954222
        }
      ],
      "baseline": 0.24111111111111108
    }
  },
  logo: {
    "files": [
      {
        "name": "photo-watermarked.png",
        "type": "image/png",
        "bytes": b('iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAYAAAChS3wfAAAA0ElEQVR4Xu3QsQpBYRjGcVdjOpsideJQhLIckxImJpmIpAxGl+Oa3MYnhjM8+jbL1/Mf/sszvPX+aqfnKzgHgA5uAaCDWwDo4BYAOrgFgA5uAaCDWwDo4BYAOrgFgA5uAaCDWwDo4BYA+WMYnANAB7cA0MEtAHRwCwAd3AJAB7cA0MGtJAFG116Yb9rRZrs8TM5FtMGtX91KEuDz5D2rRzt2s7BeNKOV+7y6BYAeTyEAAADg52kAnACmh07Ylo1oq2Xr+2Ss8aWobiUJ8M/sAd5xvqDEPPVtmAAAAABJRU5ErkJggg=='),
        "source": {
          "name": "photo.png",
          "size": 142
        },
        "width": 64,
        "height": 48
      },
      {
        "name": "letter-watermarked.pdf",
        "type": "application/pdf",
        "bytes": b('JVBERi0xLjcKJYGBgYEKCjUgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMTMKPj4Kc3RyZWFtCnicJYrBCsJADETv8xU5C9ZsSDa7UDxYBA+9FPIDRaooelCK3++KDPMYHvPCIcBdIu6k1eh9xe60PD7LejvPW+datLCXSqIUF/w4ot1bEimTCVM80Vtyy8nFNZtLHrwK56Ft/Zs9xR2xwTEw4QsnIhmiCmVuZHN0cmVhbQplbmRvYmoKCjcgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMjIKPj4Kc3RyZWFtCnichYyxCgJBDET7fEVq4c5sNjvZBbEQDixshPyAyCnKWSji93vX2jgwr5o3T9oFSZ9Yep1b+HWl9X6cPuP7dj51zU1RtaCyGseFFh5mQX6CpFlzbq14hsM5cbec/t1B2ITjQRtLLi4oGGBoXrccd4oVDUFH+gL9rSM8CmVuZHN0cmVhbQplbmRvYmoKCjggMCBvYmoKPDwKL1R5cGUgL1hPYmplY3QKL1N1YnR5cGUgL0ltYWdlCi9CaXRzUGVyQ29tcG9uZW50IDgKL1dpZHRoIDE2Ci9IZWlnaHQgOAovQ29sb3JTcGFjZSAvRGV2aWNlUkdCCi9TTWFzayAxMyAwIFIKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxNgo+PgpzdHJlYW0KeJybJiI3bRQNHAIAc+VkAQplbmRzdHJlYW0KZW5kb2JqCgo5IDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9MZW5ndGggMTAKPj4Kc3RyZWFtCnicK+QCAADuAHwKZW5kc3RyZWFtCmVuZG9iagoKMTAgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMAo+PgpzdHJlYW0KeJwL5AIAAK4AXAplbmRzdHJlYW0KZW5kb2JqCgoxMSAwIG9iago8PAovRmlsdGVyIC9GbGF0ZURlY29kZQovTGVuZ3RoIDc1Cj4+CnN0cmVhbQp4nCvk0ncP1jU3sLQwsTAwt7BUSC/mKuQyNDBVMABCUyM9UwUjSxMFI0OF5Fwufc/cxPRUXUtzEyMzCyNTMwsFl3yuQCAEACCHD1QKZW5kc3RyZWFtCmVuZG9iagoKMTIgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMDgKPj4Kc3RyZWFtCnicXYoxDgIxDAR7v8IfSG7jeBO7PwlRIl6AELrqhE78X+JamCmmmUOWy70YgAAzhm4fOQQVP2RD9AaOGAx3bR51Usv02s/+7056Iy28W5ppz1Q3VqM+d1mu+2N7lZyEjzRMXd9yO/0C6C4dAgplbmRzdHJlYW0KZW5kb2JqCgoxMyAwIG9iago8PAovVHlwZSAvWE9iamVjdAovU3VidHlwZSAvSW1hZ2UKL0hlaWdodCA4Ci9XaWR0aCAxNgovQml0c1BlckNvbXBvbmVudCA4Ci9Db2xvclNwYWNlIC9EZXZpY2VHcmF5Ci9EZWNvZGUgWyAwIDEgXQovRmlsdGVyIC9GbGF0ZURlY29kZQovTGVuZ3RoIDE3Cj4+CnN0cmVhbQp4nPv/HwIaoOA/nfkAoMhfwQplbmRzdHJlYW0KZW5kb2JqCgoxNCAwIG9iago8PAovRmlsdGVyIC9GbGF0ZURlY29kZQovVHlwZSAvT2JqU3RtCi9OIDUKL0ZpcnN0IDI2Ci9MZW5ndGggMzIzCj4+CnN0cmVhbQp4nK2R22oCMRCG7/MU8wI2szHJJiCCirWllBYVWii9iGuQLTYpbiz27ZtkrYcbe9GSkOM//0y+FIDAQCB0QXHgUEgJEjjvQq9H6PzrwwJ9NCvbEHpXLxt4iRqEadSk8ZXQkd+6AIz0++QYMTLBrP2KtKFQJPG54tq7QOhsuwh5mw4LQoemsekG6I1df9pQV4bQsav8snYroE+1G7im/jk4d0ypUsKNjfFtRjq1jd9uqlhC0mXntDiYd0rUiisslY4A9kXS54fFm61a6e17tO3okjOpmJAK1EE23oXJLJhgs3AyOzU7lnVQEVoZwCsVkQ3yHD3aTu/tsjZDv4t0MTbOEIQWie7AOR8S9Uzahfi2tNOZvshjge1U7H/k71BOXnsZikAuNcPyEhSGiAqFVvLfoEx9TqDxFz7lGR925PMNkGfETgplbmRzdHJlYW0KZW5kb2JqCgoxNSAwIG9iago8PAovU2l6ZSAxNgovUm9vdCAyIDAgUgovRmlsdGVyIC9GbGF0ZURlY29kZQovVHlwZSAvWFJlZgovTGVuZ3RoIDY2Ci9XIFsgMSAyIDIgXQovSW5kZXggWyAwIDE2IF0KPj4Kc3RyZWFtCnicY2Bg+P+fiYGPgQFEMIIIJhDBzMggABFjYWQ4xcDAyNgLJJgCQcRiEPENSDB3AQkWByDBygkk2DYzMAAALNkHUwplbmRzdHJlYW0KZW5kb2JqCgpzdGFydHhyZWYKMTcxNQolJUVPRg=='),
        "source": {
          "name": "letter.pdf",
          "size": 1237
        },
        "pages": 2
      }
    ],
    "failed": [],
    "preview": null
  },
};
