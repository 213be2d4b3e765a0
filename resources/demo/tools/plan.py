"""Hand-written content of the demo's questions, relevance grades and RAG answers.

make_demo.py turns this into questions.jsonl, labels/*.qrels and runs/*.jsonl.
A(...)  an accepted question: the lead's grades (rel), the correct claims a good answer makes
        (each with the chunks that state it) and wrong claims a weaker system adds:
        ("contradicted", text, judge reason, index of the correct claim it replaces) or
        ("unsupported", text, judge reason, None) which is appended.
D(...)  a draft generated from a chunk by a local model, not reviewed yet.
R(...)  a rejected question.
"""

GEN = "qwen2.5-7b-instruct"
ACCEPTED, DRAFTS, REJECTED = [], [], []


def A(qid, query, answer, rel, claims, bad, origin="imported", source=None, model=None):
    ACCEPTED.append(dict(qid=qid, query=query, answer=answer, rel=rel, claims=claims, bad=bad,
                         origin=origin, source=source, model=model))


def D(qid, query, answer, source):
    DRAFTS.append(dict(qid=qid, query=query, answer=answer, source=source))


def R(qid, query, answer, source, origin="generated"):
    REJECTED.append(dict(qid=qid, query=query, answer=answer, source=source, origin=origin))


A("q01", "How long do I have to return an unused bike?",
  "Unused bikes can be returned within 30 days of delivery for a full refund, in the original packaging with all accessories.",
  {"returns#0": 3, "returns#1": 1, "support-zh#2": 1},
  [("Unused bikes can be returned within 30 days of delivery.", ["returns#0"]),
   ("You get a full refund if the bike is in its original packaging with all accessories.", ["returns#0"])],
  [("contradicted", "You can return an unused bike within 60 days of delivery.",
    "returns#0 gives 30 days from delivery, not 60.", 0),
   ("unsupported", "The original delivery fee is refunded as well.",
    "None of the retrieved passages says whether the delivery fee is refunded.", None)])

A("q02", "Is there a fee if I return a bike I have already ridden?",
  "Yes. Bikes ridden outdoors can be returned within 14 days, and a 10% restocking fee applies.",
  {"returns#1": 3, "returns#0": 1},
  [("Bikes that were ridden outdoors can be returned within 14 days.", ["returns#1"]),
   ("A 10% restocking fee applies to cover inspection and cleaning.", ["returns#1"])],
  [("contradicted", "A restocking fee of 20% is charged for ridden bikes.",
    "returns#1 states a 10% restocking fee.", 1),
   ("unsupported", "The fee is waived if you buy another Velora bike instead.",
    "No retrieved passage mentions waiving the fee.", None)])

A("q03", "When will I get my refund after returning an order?",
  "The refund is paid to the original payment method within 5 business days after the return has arrived and been checked in the warehouse.",
  {"returns#2": 3, "support-zh#3": 1, "returns#4": 1},
  [("Refunds are paid within 5 business days after the return has arrived and been checked.", ["returns#2"]),
   ("The money goes back to the original payment method.", ["returns#2"])],
  [("contradicted", "Refunds take up to 30 days to be processed.",
    "returns#2 says 5 business days after the return is checked.", 0),
   ("unsupported", "You can also choose to receive a voucher instead of a refund.",
    "Vouchers are not mentioned in the retrieved contexts.", None)])

A("q04", "How should I store my e-bike battery over the winter?",
  "Keep it at 30 to 60% charge, indoors in a dry place at 10 to 20 °C, and check the charge every two months, topping it up to about 50% if it falls below 30%.",
  {"battery-care#1": 3, "battery-care#2": 3, "battery-care#4": 1, "battery-zh#1": 1},
  [("For storage over the winter, keep the battery at 30 to 60% charge.", ["battery-care#1"]),
   ("Check the charge every two months and top it up to about 50% if it has dropped below 30%.", ["battery-care#1"]),
   ("Store it indoors in a dry place at 10 to 20 °C.", ["battery-care#2"])],
  [("contradicted", "The battery should be fully charged to 100% before storing it for the winter.",
    "battery-care#1 says to store it at 30 to 60% charge.", 0),
   ("unsupported", "Remove the battery from the bike and wrap it in a blanket for insulation.",
    "Nothing in the contexts mentions wrapping the battery.", None)])

A("q05", "How long does it take to fully charge a 500 Wh battery?",
  "With the standard 4 A charger about 4.5 hours (80% after about 2.5 hours); the optional 6 A fast charger needs about 3 hours.",
  {"charging#1": 3, "charging#2": 2, "battery-zh#3": 1},
  [("The standard 4 A charger fully charges an empty 500 Wh battery in about 4.5 hours.", ["charging#1"]),
   ("It reaches 80% after about 2.5 hours.", ["charging#1"]),
   ("The optional 6 A fast charger shortens a full charge to about 3 hours.", ["charging#2"])],
  [("contradicted", "A full charge with the standard charger takes about 6.5 hours.",
    "charging#1 gives 4.5 hours for 500 Wh; 6.5 hours is for the 750 Wh battery.", 0),
   ("unsupported", "The fast charger is included with every Cargo 2.",
    "The contexts call the fast charger optional and do not tie it to a model.", None)])

A("q06", "Can I charge the battery in my garage when it is freezing?",
  "No. Charge only between 0 and 40 °C; if the battery is colder, the charger pauses (its LED blinks orange) until the cells have warmed up.",
  {"charging#3": 3, "battery-care#4": 1, "battery-care#2": 1},
  [("Charging is only possible at temperatures between 0 and 40 °C.", ["charging#3"]),
   ("If the battery is too cold, the charger pauses until the cells have warmed up.", ["charging#3"]),
   ("The charger LED then blinks orange.", ["charging#3"])],
  [("unsupported", "Charging below freezing permanently destroys the battery within minutes.",
    "The contexts only say the charger pauses; no damage claim is made.", None),
   ("contradicted", "The charger LED turns red when the battery is too cold.",
    "charging#3 says the LED blinks orange.", 2)])

A("q07", "What does the battery warranty cover?",
  "Batteries are covered for three years or 750 full charge cycles, whichever comes first; within that period a battery whose capacity has fallen below 70% is replaced.",
  {"warranty#2": 3, "warranty-ja#2": 1, "battery-care#0": 1, "warranty#7": 1},
  [("Batteries are covered for three years or 750 full charge cycles, whichever comes first.", ["warranty#2"]),
   ("Velora replaces a battery whose capacity has fallen below 70% within that period.", ["warranty#2"])],
  [("contradicted", "The battery warranty lasts two years.",
    "warranty#2 gives three years or 750 cycles; two years applies to other components.", 0),
   ("unsupported", "The battery warranty can be extended to five years for 99 EUR.",
    "No warranty extension is mentioned in the retrieved contexts.", None)])

A("q08", "What do I need to make a warranty claim?",
  "Your order number, the frame number and photos of the defect; submit the claim in the customer portal or at a showroom or partner workshop.",
  {"warranty#4": 3, "ebike-models#7": 2, "warranty-ja#4": 1, "warranty#6": 1},
  [("You need your order number, the frame number and photos of the defect.", ["warranty#4", "warranty-ja#4"]),
   ("Claims can be submitted in the customer portal, at a Velora showroom or at a partner workshop.", ["warranty#4"]),
   ("The frame number is engraved under the bottom bracket.", ["ebike-models#7"])],
  [("unsupported", "You also need the original receipt from the charger.",
    "The contexts do not mention a charger receipt.", None),
   ("contradicted", "Warranty claims can only be made by phone.",
    "warranty#4 lists the customer portal, showrooms and partner workshops.", 1)])

A("q09", "Does tuning the motor affect my warranty?",
  "Yes. Raising the motor's speed limit voids the warranty for motor, battery and frame, and legally turns the pedelec into a motor vehicle needing insurance and registration.",
  {"warranty#5": 3, "warranty-ja#5": 1, "ebike-models#4": 1},
  [("Tuning that raises the motor's speed limit voids the warranty for the motor, battery and frame.", ["warranty#5", "warranty-ja#5"]),
   ("A tuned pedelec counts as a motor vehicle that needs insurance and registration.", ["warranty#5"])],
  [("contradicted", "Tuning only voids the warranty of the motor; the frame stays covered.",
    "warranty#5 says motor, battery and frame.", 0),
   ("unsupported", "Velora workshops can reverse tuning for free.",
    "Reversing tuning is not covered by any retrieved passage.", None)])

A("q10", "When is the first inspection and what does it cost?",
  "The first inspection is due after 300 km or three months, whichever comes first, and it is free of charge.",
  {"service-intervals#0": 3, "first-ride-ja#5": 1, "service-intervals#1": 1},
  [("The first inspection is due after 300 kilometres or three months, whichever comes first.", ["service-intervals#0", "first-ride-ja#5"]),
   ("It is free of charge.", ["service-intervals#0"]),
   ("It covers spoke tension, brakes, gears, bolts and a software check.", ["service-intervals#0"])],
  [("contradicted", "The first inspection costs 89 EUR.",
    "service-intervals#0 says the first inspection is free; 89 EUR is the annual inspection.", 1),
   ("unsupported", "You get a free water bottle at the first inspection.",
    "No retrieved passage mentions gifts.", None)])

A("q11", "How much does the annual inspection of a Cargo 2 cost?",
  "119 EUR plus parts, because of the steering linkage; the standard annual inspection for other models is 89 EUR plus parts.",
  {"service-intervals#1": 3, "service-intervals#0": 1, "ebike-models#2": 0},
  [("The annual inspection of the Cargo 2 costs 119 EUR plus parts.", ["service-intervals#1"]),
   ("The higher price is because of the steering linkage.", ["service-intervals#1"]),
   ("For other models the standard annual inspection costs 89 EUR plus parts.", ["service-intervals#1"])],
  [("contradicted", "The Cargo 2 inspection costs the same 89 EUR as the other models.",
    "service-intervals#1 gives 119 EUR for the Cargo 2.", 0),
   ("unsupported", "The price includes new brake pads.",
    "The contexts say 'plus parts'; nothing says pads are included.", None)])

A("q12", "What does error E03 mean and what should I do?",
  "E03 means the motor is overheating, usually after a long steep climb in Boost mode; ride on without assistance or take a break of about 15 minutes.",
  {"troubleshooting#3": 3, "troubleshooting#0": 1, "motor-display#1": 0},
  [("Error E03 means the motor is overheating.", ["troubleshooting#3"]),
   ("It usually happens after a long steep climb in Boost mode.", ["troubleshooting#3"]),
   ("Ride on without assistance or take a break of about 15 minutes until the motor has cooled down.", ["troubleshooting#3"])],
  [("contradicted", "E03 means the battery voltage is too low.",
    "troubleshooting#3 says E03 is motor overheating; low voltage is E07.", 0),
   ("unsupported", "If E03 appears twice, the motor must be replaced.",
    "No retrieved passage says the motor must be replaced.", None)])

A("q13", "My display shows E02. How do I fix it?",
  "E02 means the display cannot communicate with the battery: remove the battery, check that the contacts are clean and dry, and insert it again until it clicks.",
  {"troubleshooting#2": 3, "troubleshooting#0": 2, "troubleshooting#6": 1},
  [("E02 means the display cannot communicate with the battery.", ["troubleshooting#2"]),
   ("Remove the battery, check that the contacts are clean and dry, and insert it again until it clicks.", ["troubleshooting#2"]),
   ("Restarting the system after ten seconds often clears errors.", ["troubleshooting#0"])],
  [("contradicted", "E02 means the speed sensor gets no signal.",
    "troubleshooting#1 assigns the speed sensor to E01, troubleshooting#2 the battery link to E02.", 0),
   ("unsupported", "Spraying contact cleaner into the display port fixes E02 permanently.",
    "Contact cleaner is not mentioned.", None)])

A("q14", "What assist modes are there and how does Boost affect range?",
  "Eco, Tour, Sport and Boost. Eco gives about 50% extra power and the longest range; Boost gives up to 300% and roughly halves the range compared with Eco.",
  {"motor-display#1": 3, "motor-display#3": 1, "ebike-models#0": 1},
  [("There are four assist modes: Eco, Tour, Sport and Boost.", ["motor-display#1"]),
   ("Boost gives up to 300% extra power.", ["motor-display#1"]),
   ("Boost reduces the range by roughly half compared with Eco.", ["motor-display#1"])],
  [("contradicted", "Boost gives up to 500% extra power.",
    "motor-display#1 gives up to 300%.", 1),
   ("unsupported", "Boost mode is disabled automatically below 20% battery.",
    "No retrieved passage says Boost is disabled at low charge.", None)])

A("q15", "How do I use walk assist?",
  "Hold the minus button for two seconds, then keep the plus button pressed; the bike moves at up to 6 km/h.",
  {"motor-display#2": 3, "motor-display#0": 1},
  [("Hold the minus button for two seconds and then keep the plus button pressed.", ["motor-display#2"]),
   ("Walk assist moves the bike at up to 6 km/h.", ["motor-display#2"])],
  [("contradicted", "Walk assist moves the bike at up to 25 km/h.",
    "motor-display#2 says up to 6 km/h; 25 km/h is the pedelec assist limit.", 1),
   ("unsupported", "Walk assist only works in Eco mode.",
    "The contexts do not restrict walk assist to a mode.", None)])

A("q16", "How much can the Cargo 2 carry, and can I take children in it?",
  "The maximum total weight, rider and cargo included, is 200 kg, and the box seats up to two children with the safety belts fastened.",
  {"ebike-models#2": 3, "safety#4": 3, "safety#5": 1, "workplace-safety#2": 0},
  [("The maximum total weight of the Cargo 2 is 200 kg, rider and cargo included.", ["ebike-models#2"]),
   ("The box seats up to two children.", ["ebike-models#2"]),
   ("Children must ride with the safety belts fastened.", ["safety#4"])],
  [("contradicted", "The Cargo 2 can carry up to four children.",
    "ebike-models#2 says up to two children.", 1),
   ("unsupported", "A rain cover for the box is included.",
    "No retrieved passage mentions a rain cover.", None)])

A("q17", "Can I take the Fold 1 on a train?",
  "Yes. Folded it measures 80 x 40 x 65 cm and weighs 19.5 kg, so it travels free of charge on trains and buses in most German regions.",
  {"ebike-models#3": 3, "company-overview#2": 0},
  [("Folded, the Fold 1 measures 80 x 40 x 65 cm and weighs 19.5 kg.", ["ebike-models#3"]),
   ("It can be taken on trains and buses free of charge in most German regions.", ["ebike-models#3"])],
  [("contradicted", "The folded Fold 1 weighs 25 kg.",
    "ebike-models#3 gives 19.5 kg.", 0),
   ("unsupported", "Deutsche Bahn requires a bike ticket for folding bikes on ICE trains.",
    "The contexts say nothing about bike tickets on ICE trains.", None)])

A("q18", "What tyre pressure should I use on the Urban 5?",
  "2.5 to 4.5 bar.",
  {"safety#2": 3, "safety#0": 1},
  [("The recommended tyre pressure for the Urban 5 is 2.5 to 4.5 bar.", ["safety#2"]),
   ("Check the tyre pressure before every ride.", ["safety#0"])],
  [("contradicted", "Inflate the Urban 5 tyres to 1.4 to 2.0 bar.",
    "safety#2 gives 1.4 to 2.0 bar for the Trail X9, 2.5 to 4.5 bar for the Urban 5.", 0),
   ("unsupported", "Higher pressure always increases the range.",
    "No retrieved passage links tyre pressure to range.", None)])

A("q19", "How much does bike delivery cost in Germany and how long does it take?",
  "Delivery costs 49 EUR within Germany, and bikes in stock arrive within 3 to 5 business days.",
  {"shipping#1": 3, "shipping#2": 3, "shipping#3": 1, "shipping#6": 1},
  [("Delivery of a bike costs 49 EUR within Germany.", ["shipping#1"]),
   ("Bikes in stock are delivered within 3 to 5 business days in Germany.", ["shipping#2"])],
  [("contradicted", "Delivery within Germany is free for all bikes.",
    "shipping#1 says 49 EUR; free shipping applies to parts orders above 50 EUR.", 0),
   ("unsupported", "Express delivery within 24 hours is available for 99 EUR.",
    "Express delivery is not mentioned.", None)])

A("q20", "The bike box arrived damaged. What should I do?",
  "Check the box on arrival and report transport damage within 7 days with photos in the customer portal, so Velora can claim against the carrier.",
  {"shipping#4": 3, "returns#3": 1, "returns#4": 0},
  [("Report transport damage within 7 days.", ["shipping#4"]),
   ("Send photos through the customer portal so that Velora can make a claim against the carrier.", ["shipping#4"])],
  [("contradicted", "Transport damage must be reported within 24 hours.",
    "shipping#4 allows 7 days.", 0),
   ("unsupported", "Refuse the delivery and the driver will take the bike back.",
    "Refusing delivery is not described in the retrieved passages.", None)])

A("q21", "Do I pay customs when ordering to Switzerland?",
  "Yes. Orders to Switzerland are shipped duty unpaid; Swiss VAT and customs fees are charged by the carrier on delivery and are not refunded by Velora.",
  {"shipping#5": 3, "shipping#1": 1},
  [("Orders to Switzerland are shipped duty unpaid.", ["shipping#5"]),
   ("Swiss VAT and customs fees are charged by the carrier on delivery.", ["shipping#5"]),
   ("Velora does not refund these fees.", ["shipping#5"])],
  [("contradicted", "Velora pays Swiss customs fees for orders above 1,000 EUR.",
    "shipping#5 says fees are not refunded by Velora.", 2),
   ("unsupported", "Delivery to Switzerland costs 79 EUR.",
    "79 EUR applies to Austria, the Netherlands and Denmark; Switzerland's fee is not stated.", None)])

A("q22", "How do I send back a battery?",
  "Never by regular parcel post: batteries are dangerous goods and are collected separately by Velora's freight partner in approved packaging.",
  {"returns#5": 3, "battery-care#8": 2, "support-zh#4": 1, "battery-care#7": 1},
  [("Batteries must never be returned by regular parcel post.", ["returns#5"]),
   ("They are dangerous goods and are collected by Velora's freight partner in approved packaging.", ["returns#5", "battery-care#8"])],
  [("unsupported", "You can drop the battery off at any post office with a special label.",
    "The contexts forbid regular parcel post and mention no post-office option.", None),
   ("contradicted", "Batteries can be sent back with the prepaid parcel label like other parts.",
    "returns#5 says batteries must never go by regular parcel post.", 0)])

A("q23", "How do I mount the pedals?",
  "Pedals are marked L and R; the left pedal has a left-hand thread and is screwed in anticlockwise, the right pedal clockwise.",
  {"assembly-first-ride#2": 3, "shipping#0": 1, "first-ride-ja#1": 1},
  [("The pedals are marked L and R.", ["assembly-first-ride#2"]),
   ("The left pedal has a left-hand thread and is screwed in anticlockwise.", ["assembly-first-ride#2"]),
   ("The right pedal is screwed in clockwise.", ["assembly-first-ride#2"])],
  [("contradicted", "Both pedals are screwed in clockwise.",
    "assembly-first-ride#2: the left pedal is screwed in anticlockwise.", 1),
   ("unsupported", "Tighten the pedals to 40 Nm.",
    "No pedal torque is given; the 5 Nm value is for the stem bolts.", None)])

A("q24", "How many days of annual leave do I get?",
  "Full-time employees on a five-day week get 30 working days of paid leave per calendar year; part-time employees a proportional share.",
  {"leave-policy#0": 3, "urlaub-de#0": 1, "leave-policy#2": 1},
  [("Full-time employees on a five-day week get 30 working days of paid annual leave.", ["leave-policy#0"]),
   ("Part-time employees get a proportional share.", ["leave-policy#0"])],
  [("contradicted", "Full-time employees get 25 days of annual leave.",
    "leave-policy#0 gives 30 working days.", 0),
   ("unsupported", "You get one extra day of leave for every five years with the company.",
    "Seniority leave is not mentioned.", None)])

A("q25", "Can I carry unused leave over into the next year?",
  "Up to five unused days can be carried over; they must be taken by 31 March of the following year, otherwise they lapse.",
  {"leave-policy#2": 3, "urlaub-de#2": 1, "leave-policy#0": 1},
  [("Up to five unused days can be carried over.", ["leave-policy#2"]),
   ("Carried-over days must be taken by 31 March of the following year.", ["leave-policy#2"]),
   ("Otherwise they lapse.", ["leave-policy#2"])],
  [("contradicted", "Carried-over days can be taken until 30 June.",
    "leave-policy#2 sets 31 March.", 1),
   ("unsupported", "Unused days can also be paid out at the end of the year.",
    "Paying out leave is not mentioned.", None)])

A("q26", "When do I need a doctor's certificate when I am sick?",
  "From the fourth calendar day of illness; inform your team lead before 9:00 on the first day. HR retrieves the electronic certificate from the health insurer.",
  {"leave-policy#3": 3, "leave-policy#4": 1, "urlaub-de#3": 1},
  [("A doctor's certificate is required from the fourth calendar day of illness.", ["leave-policy#3"]),
   ("Inform your team lead before 9:00 on the first day.", ["leave-policy#3"]),
   ("HR retrieves the electronic certificate directly from the health insurer.", ["leave-policy#3"])],
  [("contradicted", "A certificate is required from the first day of illness.",
    "leave-policy#3 says from the fourth calendar day.", 0),
   ("unsupported", "You must send a paper copy of the certificate to HR.",
    "The contexts describe an electronic certificate; no paper copy is mentioned.", None)])

A("q27", "Do I get a day off when I move house?",
  "Yes, one day of special paid leave for moving house.",
  {"leave-policy#5": 3, "urlaub-de#5": 1},
  [("You get one day of special paid leave for moving house.", ["leave-policy#5"]),
   ("Special leave is also granted for your own wedding, the birth of your child and the death of a close family member.", ["leave-policy#5"])],
  [("contradicted", "Moving house gives two days of special leave.",
    "leave-policy#5 grants one day for moving.", 0),
   ("unsupported", "Velora also reimburses moving costs up to 500 EUR.",
    "Moving costs are not mentioned.", None)])

A("q28", "What is the hotel limit for a business trip to Munich?",
  "150 EUR per night in Munich (as in Hamburg and Frankfurt am Main), breakfast included; elsewhere 120 EUR.",
  {"travel-expenses#3": 3, "travel-expenses#0": 1},
  [("In Munich the hotel limit is 150 EUR per night.", ["travel-expenses#3"]),
   ("Breakfast is included in the limit.", ["travel-expenses#3"]),
   ("Elsewhere the limit is 120 EUR per night.", ["travel-expenses#3"])],
  [("contradicted", "The hotel limit in Munich is 120 EUR per night.",
    "travel-expenses#3: 150 EUR in Munich, 120 EUR elsewhere.", 0),
   ("unsupported", "Hotels above the limit are allowed during trade fairs.",
    "Trade-fair exceptions are not mentioned.", None)])

A("q29", "May I fly to a customer in Hamburg?",
  "No. Domestic flights are not allowed; flights within Europe are only permitted if the train would take more than six hours one way.",
  {"travel-expenses#2": 3, "travel-expenses#1": 2, "travel-expenses#0": 1},
  [("Domestic flights are not allowed.", ["travel-expenses#2"]),
   ("Travel by train is the default, with first class allowed for journeys of more than four hours.", ["travel-expenses#1"])],
  [("contradicted", "Domestic flights are allowed if the train takes more than four hours.",
    "travel-expenses#2: domestic flights are not allowed at all.", 0),
   ("unsupported", "Flights must be booked at least three weeks in advance.",
    "No booking lead time is given.", None)])

A("q30", "How much meal allowance do I get on a business trip?",
  "14 EUR for an absence of more than eight hours and 28 EUR per full day, reduced when a meal is provided.",
  {"travel-expenses#4": 3, "travel-expenses#3": 0},
  [("The meal allowance is 14 EUR for an absence of more than eight hours.", ["travel-expenses#4"]),
   ("For each full day away it is 28 EUR.", ["travel-expenses#4"]),
   ("The allowance is reduced if a meal is provided.", ["travel-expenses#4"])],
  [("contradicted", "The allowance is 24 EUR for a full day away.",
    "travel-expenses#4 gives 28 EUR for a full day.", 1),
   ("unsupported", "Alcohol is never reimbursed.",
    "The contexts do not mention alcohol.", None)])

A("q31", "By when do I have to submit my travel expense report?",
  "Within 30 days after the trip, in PeopleDesk, with all receipts.",
  {"travel-expenses#6": 3, "travel-expenses#7": 0},
  [("Submit the expense report in PeopleDesk within 30 days after the trip.", ["travel-expenses#6"]),
   ("Attach all receipts, scanned or photographed.", ["travel-expenses#6"])],
  [("contradicted", "Expense reports must be submitted within 7 days.",
    "travel-expenses#6 allows 30 days.", 0),
   ("unsupported", "Late reports are reduced by 10%.",
    "The contexts say late reports are reimbursed only in exceptional cases; no 10% rule.", None)])

A("q32", "I lost my work laptop. What must I do?",
  "Report it to the IT hotline on extension 444 within one hour so IT can lock and wipe it; if it held customer data, report a suspected data breach to the data protection officer within 24 hours.",
  {"it-security#3": 3, "data-protection#3": 2, "it-security#4": 0},
  [("Report the lost laptop to the IT hotline on extension 444 within one hour.", ["it-security#3"]),
   ("IT can then lock and wipe the device remotely.", ["it-security#3"]),
   ("A lost laptop with customer data must be reported to the data protection officer within 24 hours.", ["data-protection#3"])],
  [("contradicted", "You have 72 hours to report the lost laptop to IT.",
    "it-security#3 requires reporting within one hour; 72 hours is the authority deadline.", 0),
   ("unsupported", "You must also file a police report before IT will act.",
    "A police report is not mentioned.", None)])

A("q33", "What should I do with a suspicious e-mail?",
  "Do not click links or open attachments; use the Report Phishing button or forward it to security@velora-bikes.de.",
  {"it-security#2": 3, "it-security#1": 0},
  [("Do not click any links or open attachments.", ["it-security#2"]),
   ("Use the Report Phishing button or forward the message to security@velora-bikes.de.", ["it-security#2"])],
  [("contradicted", "Forward suspicious e-mails to hr@velora-bikes.de.",
    "it-security#2 names security@velora-bikes.de.", 1),
   ("unsupported", "Delete the e-mail immediately so that nobody else opens it.",
    "The contexts say to report it; deleting is not mentioned.", None)])

A("q34", "What are the password rules?",
  "At least 12 characters, unique per service, stored in the company password manager; multi-factor authentication with the authenticator app is mandatory for e-mail, PeopleDesk, CRM and VPN.",
  {"it-security#0": 3, "it-security#1": 2, "onboarding#2": 1},
  [("Passwords must be at least 12 characters long and unique for every service.", ["it-security#0"]),
   ("Use the company password manager to generate and store them.", ["it-security#0"]),
   ("Multi-factor authentication is mandatory for e-mail, PeopleDesk, the CRM and the VPN.", ["it-security#1"])],
  [("contradicted", "Passwords must be at least 8 characters long.",
    "it-security#0 requires at least 12 characters.", 0),
   ("unsupported", "Passwords must be changed every 90 days.",
    "No password expiry is mentioned in the contexts.", None)])

A("q35", "Can I work remotely from another country?",
  "From another EU country for up to 20 working days per year with HR's prior approval; working from outside the EU is not permitted.",
  {"remote-work#3": 3, "remote-work#4": 3, "remote-work#0": 1},
  [("You may work remotely from another EU country for up to 20 working days per year.", ["remote-work#3"]),
   ("HR must approve it in advance because of social security and tax rules.", ["remote-work#3"]),
   ("Working remotely from outside the EU is not permitted.", ["remote-work#4"])],
  [("contradicted", "Remote work from outside the EU is allowed for up to 10 days.",
    "remote-work#4: not permitted outside the EU.", 2),
   ("unsupported", "You need a certificate of coverage (A1) for each trip.",
    "The A1 certificate is not mentioned in the contexts.", None)])

A("q36", "What happens on my first day at Velora?",
  "Come to the reception at Karl-Heine-Straße 112 at 9:00, where your team lead and onboarding buddy meet you; IT hands out your laptop and phone at 11:00.",
  {"onboarding#0": 3, "onboarding#2": 2, "onboarding#1": 1, "onboarding#3": 1},
  [("Come to the reception at Karl-Heine-Straße 112 at 9:00.", ["onboarding#0"]),
   ("Your team lead and your onboarding buddy meet you there.", ["onboarding#0"]),
   ("IT hands out your laptop and phone at 11:00.", ["onboarding#2"])],
  [("contradicted", "IT hands out the laptop at the end of the first week.",
    "onboarding#2: on the first day at 11:00.", 2),
   ("unsupported", "There is a welcome breakfast with the managing directors.",
    "No welcome breakfast is mentioned.", None)])

A("q37", "How does bike leasing for employees work?",
  "Employees with a permanent contract can lease up to two bikes through salary conversion for 36 months; 0.25% of the list price is taxed monthly and Velora pays insurance and the annual inspection.",
  {"bike-leasing#0": 3, "bike-leasing#1": 2, "bike-leasing#2": 1, "bike-leasing#3": 1},
  [("Employees with a permanent contract can lease up to two bikes through salary conversion.", ["bike-leasing#0"]),
   ("The lease runs for 36 months.", ["bike-leasing#0"]),
   ("Velora pays the insurance and the annual inspection for leased bikes.", ["bike-leasing#1"])],
  [("contradicted", "The lease runs for 24 months.",
    "bike-leasing#0 says 36 months.", 1),
   ("unsupported", "Leasing is only available after the probation period.",
    "The contexts require a permanent contract; probation is not mentioned.", None)])

A("q38", "Can I accept a gift from a supplier?",
  "Gifts and invitations up to 40 EUR per occasion may be accepted; anything above must be declined or reported to compliance.",
  {"code-of-conduct#1": 3, "code-of-conduct#2": 1},
  [("Gifts from suppliers may be accepted up to a value of 40 EUR per occasion.", ["code-of-conduct#1"]),
   ("Anything above that must be declined or reported to compliance.", ["code-of-conduct#1"])],
  [("contradicted", "Gifts up to 100 EUR are allowed.",
    "code-of-conduct#1 sets 40 EUR.", 0),
   ("unsupported", "Gifts must be shared with the whole team.",
    "Sharing gifts is not mentioned.", None)])

A("q39", "What do I do if a battery catches fire in the workshop?",
  "Leave the room, close the door and call the fire brigade on 112; only trained staff may fight small battery fires with the special lithium extinguisher.",
  {"workplace-safety#4": 3, "workplace-safety#3": 2, "werkstatt-de#4": 1, "battery-care#6": 1},
  [("Leave the room, close the door and call the fire brigade on 112.", ["workplace-safety#4"]),
   ("Only trained staff may fight small battery fires with the special lithium extinguisher.", ["workplace-safety#4"]),
   ("Damaged batteries belong in the sand-filled fire-proof battery box.", ["workplace-safety#3"])],
  [("contradicted", "Anyone may put out a battery fire with the nearest CO2 extinguisher.",
    "workplace-safety#4: only trained staff, with the special lithium extinguisher.", 1),
   ("unsupported", "Pour water on the battery for at least ten minutes.",
    "The contexts do not recommend water.", None)])

A("q40", "Wie viele Urlaubstage kann ich ins nächste Jahr übertragen?",
  "Bis zu fünf Urlaubstage; sie müssen bis zum 31. März des Folgejahres genommen werden, sonst verfallen sie.",
  {"urlaub-de#2": 3, "leave-policy#2": 2, "urlaub-de#0": 1},
  [("Bis zu fünf nicht genommene Urlaubstage können übertragen werden.", ["urlaub-de#2", "leave-policy#2"]),
   ("Sie müssen bis zum 31. März genommen werden, sonst verfallen sie.", ["urlaub-de#2"])],
  [("contradicted", "Übertragene Urlaubstage verfallen am 30. Juni.",
    "urlaub-de#2 nennt den 31. März.", 1),
   ("unsupported", "Mit Zustimmung der Teamleitung können auch zehn Tage übertragen werden.",
    "Eine Ausnahme mit Zustimmung der Teamleitung steht in keinem abgerufenen Abschnitt.", None)],
  origin="manual")

A("q41", "Welche Schuhe muss ich in der Werkstatt tragen?",
  "Sicherheitsschuhe der Klasse S3; Velora übernimmt die Kosten für ein Paar pro Jahr.",
  {"werkstatt-de#0": 3, "workplace-safety#0": 2, "werkstatt-de#1": 0},
  [("In der Werkstatt sind Sicherheitsschuhe der Klasse S3 Pflicht.", ["werkstatt-de#0", "workplace-safety#0"]),
   ("Velora übernimmt die Kosten für ein Paar pro Jahr.", ["werkstatt-de#0"])],
  [("contradicted", "Sicherheitsschuhe der Klasse S1 reichen aus.",
    "werkstatt-de#0 verlangt Klasse S3.", 0),
   ("unsupported", "Die Schuhe werden im Lager ausgegeben.",
    "Wo die Schuhe ausgegeben werden, steht nicht im Kontext.", None)],
  origin="manual")

A("q42", "冬天应该如何存放电池?",
  "将电量保持在 30% 到 60% 之间,存放在 10 到 20 摄氏度的干燥室内,并每两个月检查一次电量。",
  {"battery-zh#1": 3, "battery-zh#2": 3, "battery-care#1": 1},
  [("长期存放时,电量应保持在 30% 到 60% 之间。", ["battery-zh#1"]),
   ("每两个月检查一次电量。", ["battery-zh#1"]),
   ("电池应存放在 10 到 20 摄氏度的干燥室内。", ["battery-zh#2"])],
  [("contradicted", "冬季存放前应将电池充满到 100%。",
    "battery-zh#1 说明电量应保持在 30% 到 60%。", 0),
   ("unsupported", "电池可以存放在冰箱里以延长寿命。",
    "检索到的内容没有提到冰箱。", None)],
  origin="manual")

A("q43", "骑过的自行车可以退货吗?",
  "可以。在户外骑行过的自行车可在 14 天内退货,但需支付 10% 的重新入库费。",
  {"support-zh#2": 3, "returns#1": 2, "support-zh#3": 1},
  [("已在户外骑行过的自行车可在 14 天内退货。", ["support-zh#2"]),
   ("需要支付 10% 的重新入库费。", ["support-zh#2", "returns#1"])],
  [("contradicted", "骑过的自行车不能退货。",
    "support-zh#2 说明骑过的自行车可在 14 天内退货。", 0),
   ("unsupported", "退货时需要支付 49 欧元的取件费。",
    "检索到的内容没有提到取件费。", None)],
  origin="manual")

A("q44", "バッテリーの保証期間はどれくらいですか?",
  "3 年間または 750 回の完全充電サイクルのいずれか早い方までで、容量が公称値の 70% を下回った場合に交換されます。",
  {"warranty-ja#2": 3, "warranty#2": 2, "warranty-ja#1": 1},
  [("バッテリーの保証は 3 年間または 750 回の完全充電サイクルのいずれか早い方までです。", ["warranty-ja#2", "warranty#2"]),
   ("容量が公称値の 70% を下回った場合に交換されます。", ["warranty-ja#2"])],
  [("contradicted", "バッテリーの保証期間は 2 年間です。",
    "warranty-ja#2 では 3 年間または 750 サイクルと記載されています。", 0),
   ("unsupported", "保証期間は有料で延長できます。",
    "保証の延長についての記述はありません。", None)],
  origin="manual")

A("q45", "左ペダルはどちらに回して取り付けますか?",
  "左ペダルは逆ネジなので、反時計回りに締めます。",
  {"first-ride-ja#1": 3, "assembly-first-ride#2": 2, "first-ride-ja#0": 0},
  [("左ペダルは逆ネジです。", ["first-ride-ja#1", "assembly-first-ride#2"]),
   ("反時計回りに締めて取り付けます。", ["first-ride-ja#1"])],
  [("contradicted", "左ペダルは時計回りに締めます。",
    "first-ride-ja#1 では反時計回りと記載されています。", 1),
   ("unsupported", "ペダルの締め付けトルクは 35 Nm です。",
    "ペダルのトルクについての記述はありません。", None)],
  origin="manual")

# Accepted after review although they came from the generator (shown on the Questions page).
for q in ACCEPTED:
    if q["qid"] in ("q05", "q12", "q15", "q21", "q30", "q33"):
        q["origin"] = "generated"
        q["model"] = GEN
        q["source"] = max(q["rel"], key=q["rel"].get)

# Drafts: what a small local model produced from single chunks. Not reviewed yet; some are
# awkward, q48 and q49 are near-duplicates of each other, q55 asks about a detail that is only
# implied.
D("q46", "What is the maximum torque of the Velora Drive M250 motor?",
  "The Drive M250 delivers a maximum torque of 85 Nm.", "ebike-models#4")
D("q47", "According to the text, what is the thing that the charger LED is showing when the charging is being complete?",
  "The LED is green when charging is complete.", "charging#5")
D("q48", "How often should the chain of the Trail X9 be cleaned and oiled?",
  "Every 300 km.", "service-intervals#5")
D("q49", "How often do I have to clean and oil the chain on a Trail X9?",
  "The chain should be cleaned and oiled every 300 km.", "service-intervals#5")
D("q50", "What is the home office allowance per month?",
  "20 EUR per month, paid with the salary.", "remote-work#2")
D("q51", "Which is the phone number for booking of the inspection appointments?",
  "0341 555 0100.", "service-intervals#2")
D("q52", "What happens with ride data when the account is closed?",
  "Ride data is deleted 30 days after the account is closed.", "data-protection#2")
D("q53", "Who must be informed about conflicts of interest, as described in the document?",
  "The team lead and compliance (compliance@velora-bikes.de).", "code-of-conduct#2")
D("q54", "Wann findet die Sicherheitsunterweisung für neue Mitarbeitende statt?",
  "Jeden Montag um 14:00 Uhr; sie dauert etwa 90 Minuten.", "onboarding#4")
D("q55", "Is the Velora Fold 1 suitable for pulling a trailer of 40 kg?",
  "No, the Fold 1 is not approved for trailers.", "safety#4")

R("q56", "What is the name of the company's CEO?",
  "The text does not say.", "company-overview#0")
R("q57", "What does the document say?",
  "It describes Velora's mission.", "company-overview#5")
R("q58", "Is the Urban 5 better than the Trail X9?",
  "The Urban 5 is better for the city.", "ebike-models#0", origin="manual")
