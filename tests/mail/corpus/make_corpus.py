# Writes the hand-made corpus of player mails (tests/mail/corpus/NNN-name.eml).
import base64, os, quopri
OUT = os.path.dirname(os.path.abspath(__file__))
files = {}

def mail(name, text, crlf=False, enc="utf-8"):
    data = text.lstrip("\n")
    if crlf:
        data = data.replace("\n", "\r\n")
    files[name] = data.encode(enc) if isinstance(data, str) else data

def raw(name, b):
    files[name] = b

TAG = "[robomod g12 k7Qf3]"
mail("001-plain-program", f"""
Return-Path: <ann@example.test>
Received: from mx.example.test by mail.example.test; Mon, 02 Mar 2026 10:05:00 +0000
From: Ann Example <ann@example.test>
To: robomod+g12.k7Qf3@example.test
Subject: {TAG} my orders
Date: Mon, 02 Mar 2026 10:04:58 +0000
Message-ID: <001.ann@example.test>
MIME-Version: 1.0
Content-Type: text/plain; charset=us-ascii

PROGRAM 1GN 3BU 2RE
""")

gmail_text = """PROGRAM 1GN 3BU 2RE
STATUS

Thanks!
Ann

On Mon, Mar 2, 2026 at 9:00 AM robomod <robomod+g12.k7Qf3@example.test>
wrote:

> Round 3 of game 12 is open. Send your program before
> Tue 3 Mar 2026 18:00 UTC, for example:
>
> PROGRAM 1GN 3BU 2RE
> HELP
>
> -- robomod
"""
gmail_html = """<div dir="ltr"><div>PROGRAM 1GN 3BU 2RE</div><div>STATUS</div><div><br></div><div>Thanks!</div><div>Ann</div></div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Mon, Mar 2, 2026 at 9:00 AM robomod &lt;<a href="mailto:robomod+g12.k7Qf3@example.test">robomod+g12.k7Qf3@example.test</a>&gt; wrote:<br></div><blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex">Round 3 of game 12 is open.<br>PROGRAM 1GN 3BU 2RE<br>HELP<br></blockquote></div>
"""
mail("002-gmail-reply", f"""
MIME-Version: 1.0
Date: Mon, 2 Mar 2026 10:12:33 +0100
References: <r3.g12.ann@example.test>
In-Reply-To: <r3.g12.ann@example.test>
Message-ID: <CAF=002gmail+x@mail.gmail.com>
Subject: Re: {TAG} Round 3: your program, please
From: Ann Example <Ann@Example.test>
To: robomod <robomod+g12.k7Qf3@example.test>
Content-Type: multipart/alternative; boundary="000000000000a1b2c3"

--000000000000a1b2c3
Content-Type: text/plain; charset="UTF-8"

{gmail_text}
--000000000000a1b2c3
Content-Type: text/html; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

{quopri.encodestring(gmail_html.encode()).decode()}
--000000000000a1b2c3--
""", crlf=True)

outlook_text = """GOALS 1Y 3R 2G 1B

Cheers – Bob’s turn to think

________________________________
From: robomod <robomod+g12.kXy9z@example.test>
Sent: Monday, March 2, 2026 9:00 AM
To: Bob Builder <bob@example.test>
Subject: [robomod g12 kXy9z] Welcome to game 12

Welcome! Send your goals like this:
GOALS 1Y 3R 2G 1B
HELP
"""
mail("003-outlook-reply", f"""
Received: from EUR01-XX.outbound.protection.outlook.com by mx.example.test
From: Bob Builder <bob@example.test>
To: robomod <robomod+g12.kXy9z@example.test>
Subject: RE: [robomod g12 kXy9z] Welcome to game 12
Thread-Topic: [robomod g12 kXy9z] Welcome to game 12
Thread-Index: AQHaXXXXXXXXXXXXXXXXXXXXXXXXXXXX
Date: Mon, 2 Mar 2026 09:30:12 +0000
Message-ID: <AM0PR01MB003@AM0PR01MB003.eurprd01.prod.outlook.com>
References: <welcome.g12.bob@example.test>
In-Reply-To: <welcome.g12.bob@example.test>
Accept-Language: en-GB, en-US
Content-Language: en-GB
X-MS-Has-Attach:
Content-Type: text/plain; charset="Windows-1252"
Content-Transfer-Encoding: quoted-printable
MIME-Version: 1.0

{quopri.encodestring(outlook_text.encode('cp1252')).decode()}""", crlf=True)

outlook_html = """<html xmlns:o="urn:schemas-microsoft-com:office:office"><head>
<meta http-equiv="Content-Type" content="text/html; charset=Windows-1252">
<style type="text/css" style="display:none;"> P {margin-top:0;margin-bottom:0;} </style>
</head>
<body dir="ltr">
<div style="font-family: Calibri, Arial, Helvetica, sans-serif; font-size: 12pt;">PROGRAM 2GN 1BU 3RE</div><div style="font-family: Calibri, Arial, Helvetica, sans-serif; font-size: 12pt;">STATUS</div>
<div id="appendonsend"></div>
<hr style="display:inline-block;width:98%" tabindex="-1">
<div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt" color="#000000"><b>From:</b> robomod &lt;robomod+g12.kXy9z@example.test&gt;<br>
<b>Sent:</b> Tuesday, March 3, 2026 08:00<br>
<b>To:</b> Bob Builder &lt;bob@example.test&gt;<br>
<b>Subject:</b> [robomod g12 kXy9z] Round 4: your program, please</font>
<div>&nbsp;</div></div>
<div>Round 4 is open. Example:<br>PROGRAM 1GN 3BU 2RE<br>RESIGN</div>
</body></html>
"""
mail("004-outlook-html-only", f"""
From: Bob Builder <bob@example.test>
To: robomod <robomod+g12.kXy9z@example.test>
Subject: RE: [robomod g12 kXy9z] Round 4: your program, please
Date: Tue, 3 Mar 2026 08:15:00 +0000
Message-ID: <AM0PR01MB004@AM0PR01MB004.eurprd01.prod.outlook.com>
Content-Type: text/html; charset="Windows-1252"
Content-Transfer-Encoding: quoted-printable
MIME-Version: 1.0

{quopri.encodestring(outlook_html.encode('cp1252')).decode()}""", crlf=True)

mail("005-thunderbird-reply", f"""
Message-ID: <5e1f0a2b-005-thunderbird@example.test>
Date: Mon, 2 Mar 2026 11:00:00 +0100
MIME-Version: 1.0
User-Agent: Mozilla Thunderbird
Subject: Re: {TAG} Round 3: your program, please
Content-Language: en-US
To: robomod <robomod+g12.k7Qf3@example.test>
References: <r3.g12.ann@example.test>
From: Ann Example <ann@example.test>
In-Reply-To: <r3.g12.ann@example.test>
Content-Type: text/plain; charset=UTF-8; format=flowed
Content-Transfer-Encoding: 7bit

On 02/03/2026 09:00, robomod wrote:
> Round 3 of game 12 is open.
> PROGRAM 1GN 3BU 2RE

PROGRAM 3GN 3GN 1RE

> HELP

HELP

-- 
Ann Example
PROGRAM is my favourite word
""")

mail("006-apple-mail-reply", f"""
From: Carol <carol@example.test>
Content-Type: text/plain;
\tcharset=utf-8
Content-Transfer-Encoding: quoted-printable
Mime-Version: 1.0 (Mac OS X Mail 16.0 \\(3774.600.62\\))
Subject: Re: [robomod g12 kC4r0l] Round 3: your program, please
Date: Mon, 2 Mar 2026 12:00:00 +0100
In-Reply-To: <r3.g12.carol@example.test>
To: robomod <robomod+g12.kC4r0l@example.test>
References: <r3.g12.carol@example.test>
Message-Id: <A1B2C3D4-0006-APPLE@example.test>
X-Mailer: Apple Mail (2.3774.600.62)

{quopri.encodestring('''pass

Sent from my iPhone – sorry for the brevity

> On 2 Mar 2026, at 09:00, robomod <robomod+g12.kC4r0l@example.test> wrote:
>=20
> Round 3 of game 12 is open.
> PROGRAM 1GN 3BU 2RE
'''.encode()).decode()}""")

mail("007-apple-forwarded", f"""
From: Carol <carol@example.test>
Content-Type: text/plain; charset=us-ascii
Content-Transfer-Encoding: 7bit
Mime-Version: 1.0 (Mac OS X Mail 16.0)
Subject: Fwd: [robomod g12 kC4r0l] Welcome to game 12
Date: Mon, 2 Mar 2026 12:30:00 +0100
To: robomod <robomod+g12.kC4r0l@example.test>
Message-Id: <A1B2C3D4-0007-APPLE@example.test>

STATUS

Begin forwarded message:

From: robomod <robomod+g12.kC4r0l@example.test>
Subject: [robomod g12 kC4r0l] Welcome to game 12
Date: 2 March 2026 at 09:00:00 CET
To: Carol <carol@example.test>

Welcome! Commands:
RESIGN
""")

gmail_html_only = """<div dir="ltr">program 1GN 2GN 3GN<div>goals 1Y 1R 1G 1B</div><div><br></div><div>Dan</div></div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Mon, Mar 2, 2026 at 9:00 AM robomod &lt;robomod+g12.kD4n@example.test&gt; wrote:<br></div><blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex"><div>RESIGN</div><div>PROGRAM 9XX</div></blockquote></div>"""
mail("008-html-only-gmail-divs", f"""
MIME-Version: 1.0
Date: Mon, 2 Mar 2026 13:00:00 +0100
Message-ID: <CAF=008gmail@mail.gmail.com>
Subject: Re: [robomod g12 kD4n] Round 3
From: Dan <dan@example.test>
To: robomod+g12.kD4n@example.test
Content-Type: text/html; charset="UTF-8"
Content-Transfer-Encoding: base64

{base64.encodebytes(gmail_html_only.encode()).decode()}""", crlf=True)

cp1252_body = """Hallo robomod,

hier mein Programm für Runde 3 – kostet mich 5 € Nerven:
PROGRAM 1GN 3BU 2RE

Grüße
Jörg
"""
mail("009-windows-1252-qp", f"""
From: =?windows-1252?Q?J=F6rg_M=FCller?= <joerg@example.test>
To: robomod+g12.kJ0rg@example.test
Subject: =?windows-1252?Q?[robomod_g12_kJ0rg]_Zug_f=FCr_Runde_3?=
Date: Mon, 2 Mar 2026 14:00:00 +0100
Message-ID: <009-cp1252@example.test>
MIME-Version: 1.0
Content-Type: text/plain; charset=windows-1252
Content-Transfer-Encoding: quoted-printable

{quopri.encodestring(cp1252_body.encode('cp1252')).decode()}""")

latin1_body = """Bonjour,

GOALS 1Y 3R 2G 1B

Amitiés, Élodie
"""
raw("010-iso-8859-1-8bit", (f"""From: =?ISO-8859-1?Q?=C9lodie?= <elodie@example.test>
To: robomod+g12.kEl0d@example.test
Subject: [robomod g12 kEl0d] objectifs
Date: Mon, 2 Mar 2026 15:00:00 +0100
Message-ID: <010-latin1@example.test>
MIME-Version: 1.0
Content-Type: text/plain; charset=ISO-8859-1
Content-Transfer-Encoding: 8bit

""" + latin1_body).encode('latin-1'))

B64_011 = base64.encodebytes("Solution yN rE yS\nSTATUS\n".encode()).decode()
mail("011-base64-body", f"""
From: Erin <erin@example.test>
To: robomod+g12.kEr1n@example.test
Subject: [robomod g12 kEr1n] orders
Date: Mon, 2 Mar 2026 16:00:00 +0100
Message-ID: <011-b64@example.test>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: base64

{B64_011}""", crlf=True)

mail("012-rfc2047-subject", f"""
From: =?UTF-8?B?RnJhbsOnb2lz?= <francois@example.test>
To: robomod+g12.kFr4n@example.test
Subject: =?UTF-8?B?W3JvYm9tb2QgZzEyIGtGcjRuXSBaw7xnZSDinJMgZsO8ciBSdW5kZSAz?=
Date: Mon, 2 Mar 2026 17:00:00 +0100
Message-ID: <012-2047@example.test>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

PASS — je réfléchis encore
""")

mail("013-subject-command", """
From: ann@example.test
To: robomod@example.test
Subject: [robomod g12 k7Qf3] STATUS
Date: Mon, 2 Mar 2026 18:00:00 +0100
Message-ID: <013-subject@example.test>

""")

mail("014-reply-subject-not-a-command", f"""
From: Ann Example <ann@example.test>
To: robomod+g12.k7Qf3@example.test
Subject: Re: {TAG} Status of game 12
Date: Mon, 2 Mar 2026 18:05:00 +0100
Message-ID: <014-re-status@example.test>
In-Reply-To: <status.g12.ann@example.test>

PASS
""")

mail("015-end-line", f"""
From: Ann Example <ann@example.test>
To: robomod+g12.k7Qf3@example.test
Subject: {TAG} orders
Date: Mon, 2 Mar 2026 18:10:00 +0100
Message-ID: <015-end@example.test>

Program 1GN 3BU 2RE
end

PROGRAM 9ZZ
HELP
My notes for next round: RESIGN?
""")

mail("016-numbered-list", f"""
From: Ann Example <ann@example.test>
To: robomod+g12.k7Qf3@example.test
Subject: {TAG} three things
Date: Mon, 2 Mar 2026 18:15:00 +0100
Message-ID: <016-numbered@example.test>

Here you go:

1. PROGRAM: 1GN  3BU   2RE
2) status
- help
* thanks a lot
""")

mail("017-near-misses", f"""
From: Bob Builder <bob@example.test>
To: robomod+g12.kXy9z@example.test
Subject: [robomod g12 kXy9z] typos
Date: Mon, 2 Mar 2026 18:20:00 +0100
Message-ID: <017-typos@example.test>

Hello robomod,

PROGAM 1GN 3BU 2RE
Stauts
Past rounds were fun.
Goals are overrated anyway.
""")

mail("018-spoofed-from", f"""
Return-Path: <mallory@evil.test>
Received: from evil.test (evil.test [192.0.2.66]) by mx.example.test
From: Ann Example <ann@example.test>
Sender: mallory@evil.test
To: robomod+g12.k7Qf3@example.test
Subject: {TAG} orders
Date: Mon, 2 Mar 2026 18:25:00 +0100
Message-ID: <018-spoof@evil.test>

RESIGN
""")

mail("019-wrong-key", """
From: Ann Example <ann@example.test>
To: robomod+g12.k0000@example.test
Subject: [robomod g12 k0000] orders
Date: Mon, 2 Mar 2026 18:30:00 +0100
Message-ID: <019-wrongkey@example.test>

PROGRAM 1GN
""")

mail("020-plus-address-only", """
From: Ann Example <ann@example.test>
To: "robomod" <robomod+g12.k7Qf3@example.test>
Subject: my program
Date: Mon, 2 Mar 2026 18:35:00 +0100
Message-ID: <020-plus@example.test>

PROGRAM 1GN 3BU 2RE
""")

mail("021-delivered-to-tag", """
Delivered-To: robomod+g7.kAbC1@example.test
X-Original-To: robomod+g7.kAbC1@example.test
From: Gus <gus@example.test>
To: undisclosed-recipients:;
Subject: orders for game 7
Date: Mon, 2 Mar 2026 18:40:00 +0100
Message-ID: <021-delivered@example.test>

PROGRAM 2RE
""")

mail("022-vacation-auto-submitted", f"""
From: Ann Example <ann@example.test>
To: robomod+g12.k7Qf3@example.test
Subject: Out of office: {TAG} Round 4
Auto-Submitted:   Auto-Replied  
X-Autoreply: yes
Date: Tue, 3 Mar 2026 08:01:00 +0100
Message-ID: <022-vacation@example.test>

I am away until 10 March. For HELP with anything urgent, call Bob.
STATUS updates will be answered on my return.
""")

mail("023-vacation-precedence-bulk", """
From: Bob Builder <bob@example.test>
To: robomod+g12.kXy9z@example.test
Subject: Away: Round 4
Precedence: bulk
Date: Tue, 3 Mar 2026 08:02:00 +0100
Message-ID: <023-bulk@example.test>

HELP is on the way, but I am not.
""")

mail("024-bounce-dsn-postfix", """
Return-Path: <>
From: MAILER-DAEMON@mail.example.test (Mail Delivery System)
Subject: Undelivered Mail Returned to Sender
To: robomod@example.test
Auto-Submitted: auto-replied
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status;
\tboundary="4B7C3F2A1.1772438400/mail.example.test"
Message-Id: <20260303080300.4B7C3F2A1@mail.example.test>
Date: Tue,  3 Mar 2026 08:03:00 +0000 (UTC)

This is a MIME-encapsulated message.

--4B7C3F2A1.1772438400/mail.example.test
Content-Description: Notification
Content-Type: text/plain; charset=us-ascii

This is the mail system at host mail.example.test.

I'm sorry to have to inform you that your message could not
be delivered to one or more recipients.

<hal@example.test>: host mx.example.test[192.0.2.1] said: 550 5.1.1
    <hal@example.test>: Recipient address rejected: User unknown

--4B7C3F2A1.1772438400/mail.example.test
Content-Description: Delivery report
Content-Type: message/delivery-status

Reporting-MTA: dns; mail.example.test
X-Postfix-Queue-ID: 4B7C3F2A1
Arrival-Date: Tue,  3 Mar 2026 08:02:58 +0000 (UTC)

Final-Recipient: rfc822; hal@mx.example.test
Original-Recipient: rfc822;Hal@Example.test
Action: failed
Status: 5.1.1
Remote-MTA: dns; mx.example.test
Diagnostic-Code: smtp; 550 5.1.1 <hal@example.test>: Recipient address
    rejected: User unknown

--4B7C3F2A1.1772438400/mail.example.test
Content-Description: Undelivered Message Headers
Content-Type: text/rfc822-headers

From: robomod <robomod@example.test>
To: hal@example.test
Subject: [robomod g12 kH4l9] Round 4 report
Message-ID: <r4.g12.hal@example.test>

--4B7C3F2A1.1772438400/mail.example.test--
""")

mail("025-bounce-exim-plain", """
Return-path: <>
From: Mail Delivery System <Mailer-Daemon@relay.example.test>
To: robomod@example.test
Subject: Mail delivery failed: returning message to sender
X-Failed-Recipients: ivy@example.test
Auto-Submitted: auto-replied
Message-Id: <E1x-025-exim@relay.example.test>
Date: Tue, 03 Mar 2026 08:04:00 +0000

This message was created automatically by mail delivery software.

A message that you sent could not be delivered to one or more of its
recipients. This is a permanent error. The following address(es) failed:

  ivy@example.test
    mailbox is full: retry timeout exceeded

------ This is a copy of the message, including all the headers. ------

From: robomod <robomod@example.test>
To: ivy@example.test
Subject: [robomod g12 kIvy1] Round 4 report

PROGRAM 1GN
""")

mail("026-mailing-list", """
From: Ann Example <ann@example.test>
To: games-list@lists.example.test
Subject: [games] Anyone up for RAMbots?
List-Id: Games <games.lists.example.test>
List-Unsubscribe: <mailto:games-leave@lists.example.test>
Date: Tue, 3 Mar 2026 09:00:00 +0100
Message-ID: <026-list@example.test>

HELP
""")

mail("027-from-robomod-itself", f"""
From: robomod <robomod@example.test>
To: robomod+g12.k7Qf3@example.test
Subject: {TAG} Round 4 report
Date: Tue, 3 Mar 2026 09:05:00 +0100
Message-ID: <r4.g12.loop@example.test>

STATUS
""")

mail("028-postmaster-notice", """
From: postmaster@example.test
To: robomod@example.test
Subject: Your mailbox is almost full
Date: Tue, 3 Mar 2026 09:10:00 +0100
Message-ID: <028-postmaster@example.test>

HELP is available at the help desk.
""")

mail("029-resign", f"""
From: Ann Example <ann@example.test>
To: robomod+g12.k7Qf3@example.test
Subject: {TAG} I give up
Date: Tue, 3 Mar 2026 09:15:00 +0100
Message-ID: <029-resign@example.test>

I thought about it and I'd rather resign than lose slowly.
RESIGN now please
Resign.
""")

mail("030-outlook-original-message", """
From: Bob Builder <bob@example.test>
To: robomod+g12.kXy9z@example.test
Subject: RE: [robomod g12 kXy9z] Setup: choose your goals
Date: Tue, 3 Mar 2026 09:20:00 +0100
Message-ID: <030-original@example.test>
Content-Type: text/plain; charset=us-ascii

GOALS 2Y 2R

-----Original Message-----
From: robomod [mailto:robomod+g12.kXy9z@example.test]
Sent: Tuesday, March 03, 2026 9:00 AM
To: bob@example.test
Subject: [robomod g12 kXy9z] Setup: choose your goals

Write GOALS followed by four goals, e.g. GOALS 1Y 3R 2G 1B
""", crlf=True)

pdf = base64.encodebytes(b"%PDF-1.4\n% not really a pdf\n" * 20).decode()
mail("031-attachments-ignored", f"""
From: Ann Example <ann@example.test>
To: robomod+g12.k7Qf3@example.test
Subject: {TAG} program attached as well
Date: Tue, 3 Mar 2026 09:25:00 +0100
Message-ID: <031-attach@example.test>
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="mixed-031"

--mixed-031
Content-Type: text/plain; charset=utf-8

PROGRAM 1GN 3BU 2RE
(the attachment is my notes)

--mixed-031
Content-Type: text/plain; charset=utf-8; name="notes.txt"
Content-Disposition: attachment; filename="notes.txt"

PROGRAM 9ZZ
RESIGN

--mixed-031
Content-Type: application/pdf; name="board.pdf"
Content-Disposition: attachment; filename="board.pdf"
Content-Transfer-Encoding: base64

{pdf}
--mixed-031--
""", crlf=True)

mail("032-auto-submitted-no", f"""
From: Ann Example <ann@example.test>
To: robomod+g12.k7Qf3@example.test
Subject: {TAG} scheduled send
Auto-Submitted: no
Date: Tue, 3 Mar 2026 09:30:00 +0100
Message-ID: <032-no@example.test>

PASS
""")

mail("033-no-message-id", f"""
From: ann@example.test
To: robomod+g12.k7Qf3@example.test
Subject: {TAG}
Date: Tue, 3 Mar 2026 09:35:00 +0100

HELP
""", crlf=True)

raw("034-not-a-mail", b"\x00\x01 this is not a mail at all \xff\xfe\n\n\n")

mail("035-read-receipt-mdn", """
From: Bob Builder <bob@example.test>
To: robomod+g12.kXy9z@example.test
Subject: Read: [robomod g12 kXy9z] Round 4 report
Date: Tue, 3 Mar 2026 09:40:00 +0100
Message-ID: <035-mdn@example.test>
MIME-Version: 1.0
Content-Type: multipart/report; report-type=disposition-notification; boundary="mdn035"

--mdn035
Content-Type: text/plain; charset=utf-8

Your message was read on Tuesday. STATUS: read.

--mdn035
Content-Type: message/disposition-notification

Reporting-UA: bob.example.test; Outlook
Final-Recipient: rfc822;bob@example.test
Original-Message-ID: <r4.g12.bob@example.test>
Disposition: manual-action/MDN-sent-manually; displayed

--mdn035--
""")

mail("036-german-outlook-block", """
From: Jörg <joerg@example.test>
To: robomod+g12.kJ0rg@example.test
Subject: AW: [robomod g12 kJ0rg] Runde 4
Date: Tue, 3 Mar 2026 09:45:00 +0100
Message-ID: <036-de@example.test>
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

PROGRAM 3BU 3BU 3BU

Von: robomod <robomod+g12.kJ0rg@example.test>
Gesendet: Dienstag, 3. März 2026 09:00
An: Jörg <joerg@example.test>
Betreff: [robomod g12 kJ0rg] Runde 4

PROGRAM 1GN 3BU 2RE
""")

mail("037-ricochet-solution", """
From: Kim <kim@example.test>
To: robomod+g31.kK1m@example.test
Subject: [robomod g31 kK1m] solution
Date: Tue, 3 Mar 2026 09:50:00 +0100
Message-ID: <037-solution@example.test>

SOLUTION yN rE yS
""")

mail("038-cc-and-group", """
From: "Lee, Pat" <PAT.LEE@Example.TEST>
To: Friends:;
Cc: someone@example.test, robomod+g12.kP4t@example.test
Subject: orders
Date: Tue, 3 Mar 2026 09:55:00 +0100
Message-ID: <038-cc@example.test>

program 1gn 3bu 2re
""")

mail("039-precedence-list", """
From: news@example.test
To: robomod@example.test
Subject: Weekly digest
Precedence: list
Date: Tue, 3 Mar 2026 10:00:00 +0100
Message-ID: <039-digest@example.test>

HELP wanted: volunteers.
""")

mail("040-signature-only-dashes", f"""
From: Ann Example <ann@example.test>
To: robomod+g12.k7Qf3@example.test
Subject: {TAG} orders
Date: Tue, 3 Mar 2026 10:05:00 +0100
Message-ID: <040-sig@example.test>

PASS
--
Ann
HELP
""")

mail("041-bounce-qmail", """
Return-Path: <>
From: MAILER-DAEMON@mx.example.test
To: robomod@example.test
Subject: failure notice
Message-ID: <qmail-040@mx.example.test>
Date: Tue, 03 Mar 2026 08:05:00 +0000

Hi. This is the qmail-send program at mx.example.test.
I'm afraid I wasn't able to deliver your message to the following addresses.
This is a permanent error; I've given up. Sorry it didn't work out.

<jo@example.test>:
Sorry, no mailbox here by that name. (#5.1.1)

--- Below this line is a copy of the message.

Return-Path: <robomod@example.test>
Message-ID: <robomod.77.0a1b2c3d4e5f@example.test>
From: robomod <robomod@example.test>
To: jo@example.test
Subject: [robomod g12 kJo1] Round 4 report

Game 12, round 4.
""")

# Issue 26: what a careful human moderator reads.
gmail_list_text = """PROGRAM

1. 2YS
2. 1GE
3. 3RW
4. 1BN

Thanks,
Ann

On Tue, Mar 3, 2026 at 9:00 AM robomod <robomod+g12.k7Qf3@example.test>
wrote:

> Round 4 of game 12 is open. Send your program, for example:
>
> PROGRAM 1GN 3BU 2RE
"""
gmail_list_html = """<div dir="ltr"><div>PROGRAM</div><div><br></div><ol><li>2YS</li><li>1GE</li><li>3RW</li><li>1BN</li></ol><div><br></div><div>Thanks,</div><div>Ann</div></div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Tue, Mar 3, 2026 at 9:00 AM robomod wrote:<br></div><blockquote class="gmail_quote">Round 4 of game 12 is open.<br>PROGRAM 1GN 3BU 2RE<br></blockquote></div>
"""
mail("042-gmail-html-list", f"""
MIME-Version: 1.0
Date: Tue, 3 Mar 2026 10:12:33 +0100
References: <r4.g12.ann@example.test>
In-Reply-To: <r4.g12.ann@example.test>
Message-ID: <CAF=042gmail+list@mail.gmail.com>
Subject: Re: {TAG} Round 4: your program, please
From: Ann Example <ann@example.test>
To: robomod <robomod+g12.k7Qf3@example.test>
Content-Type: multipart/alternative; boundary="000000000000d4e5f6"

--000000000000d4e5f6
Content-Type: text/plain; charset="UTF-8"

{gmail_list_text}
--000000000000d4e5f6
Content-Type: text/html; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

{quopri.encodestring(gmail_list_html.encode()).decode()}
--000000000000d4e5f6--
""", crlf=True)

mail("043-lower-case-rambots", f"""
From: Bob Builder <bob@example.test>
To: robomod+g12.kXy9z@example.test
Subject: {TAG} setup and round 1
Date: Tue, 03 Mar 2026 11:00:00 +0000
Message-ID: <043.bob@example.test>

goals 1y 3r 2g 1b
program 1gn 3bu 2re
pass

bob
""")

mail("044-lower-case-ricochet", """
From: Cleo <cleo@example.test>
To: robomod+g7.kR1c0@example.test
Subject: Re: [robomod g7 kR1c0] Round 2: yellow to the moon
Date: Tue, 03 Mar 2026 11:05:00 +0000
Message-ID: <044.cleo@example.test>

solution y down, y left

Thanks, good game

On Tue, 3 Mar 2026 at 09:00, robomod wrote:
> Send SOLUTION and your moves, for example SOLUTION yN rE.
""")

mail("045-lower-case-race", """
From: Dan <dan@example.test>
To: robomod+g9.kRac3@example.test
Subject: [robomod g9 kRac3] my turn
Date: Tue, 03 Mar 2026 11:10:00 +0000
Message-ID: <045.dan@example.test>

try program f2 r f l f
program r f l l u
program: r, f, l, l, u
power down
pick 3 1 4 2
recompile
""")

mail("046-bare-program-reply", """
From: Dan <dan@example.test>
To: robomod+g9.kRac3@example.test
Subject: Re: [robomod g9 kRac3] Round 3: your program, please
Date: Tue, 03 Mar 2026 11:15:00 +0000
Message-ID: <046.dan@example.test>
In-Reply-To: <r3.g9.dan@example.test>

right, f3, left, f3, f

On Tue, 3 Mar 2026 at 09:00, robomod <robomod+g9.kRac3@example.test> wrote:
> Round 3 of game 9 is open. Your hand: F3 F3 F2 F L L R U B.
> Send your program, for example:
>
> PROGRAM F2 L F R U
""")

mail("047-wait-and-wait-off", f"""
From: Ann Example <ann@example.test>
To: robomod+g12.k7Qf3@example.test
Subject: {TAG} hold on
Date: Tue, 03 Mar 2026 11:20:00 +0000
Message-ID: <047.ann@example.test>

wait

I am thinking it over tonight.
Wait off
WAIT OFF please
""")

mail("048-resign-confirm", f"""
From: Bob Builder <bob@example.test>
To: robomod+g12.kXy9z@example.test
Subject: Re: {TAG} Resign? Please confirm
Date: Tue, 03 Mar 2026 11:25:00 +0000
Message-ID: <048.bob@example.test>

resign confirm

Sorry all, no time this month.

On Tue, 3 Mar 2026 at 11:00, robomod wrote:
> To resign from game 12, send RESIGN CONFIRM.
""")

mail("049-prose-stays-unread", f"""
From: Ann Example <ann@example.test>
To: robomod+g12.k7Qf3@example.test
Subject: {TAG} after the game
Date: Tue, 03 Mar 2026 11:30:00 +0000
Message-ID: <049.ann@example.test>

Thanks, good game
Pass me the details later
Goals are overrated anyway
Power to the people
Try again later, Bob
Wait until you see my next move
Program was fun.
ok

Ann
""")

mail("051-stranger-polish-under-hello", """
From: Mia <mia@example.net>
To: robomod@example.test
Subject: hello
Date: Tue, 03 Mar 2026 12:00:00 +0000
Message-ID: <051.mia@example.net>
Content-Type: text/plain; charset=utf-8

mozna dolaczyc? 1
""")

for name, data in files.items():
    with open(os.path.join(OUT, name + ".eml"), "wb") as f:
        f.write(data)
print(len(files))
