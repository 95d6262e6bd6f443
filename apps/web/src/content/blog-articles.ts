/**
 * The text of each blog article (its card is in blog.ts). Plain blocks the article page draws: a
 * paragraph, a subheading, or a list whose items may open with a bold lead ('Tyres', 'check the tread…').
 * General advice only: intervals and parts differ by car, so the articles send readers to their manual.
 */
import type { BlogSlug } from './blog-slugs';

export type ListItem = string | readonly [lead: string, text: string];
export type Block = string | { heading: string } | { list: readonly ListItem[] };

export const articleBodies: Record<BlogSlug, readonly Block[]> = {
  'how-often-to-service-your-car': [
    'Your owner’s manual is the place to start. Carmakers give a periodic service two limits, a distance and a time, and the service is due at whichever comes first. Many petrol cars sold in India use 10,000 km or one year, but the figures differ by make, model and engine, so check your own service booklet.',
    { heading: 'Does your driving count as severe use?' },
    'Most manuals also describe severe operating conditions, with a shorter schedule for them. A lot of everyday driving in Indian cities fits that description:',
    {
      list: [
        'Stop-start traffic and long stretches of idling.',
        'Mostly short trips, where the engine rarely reaches its full temperature.',
        'Dusty or unpaved roads.',
        'Driving through waterlogged streets.',
        'Full loads or long climbs in the hills.',
      ],
    },
    'If several of these describe your week, follow the severe-use schedule in your manual. It usually brings the engine oil and air filter changes forward. A car that is driven little still needs its yearly service: engine oil ages in the engine, and brake fluid and rubber parts age with time, not with distance.',
    { heading: 'What a periodic service should cover' },
    {
      list: [
        ['Engine oil and oil filter', 'replaced with the grade your manual names.'],
        ['Filters', 'the air filter cleaned or replaced, the cabin filter checked.'],
        ['Brakes', 'pads and discs inspected, brake fluid level and condition checked.'],
        ['Everything else', 'coolant, battery, wipers, lights, tyre pressures and a road test.'],
      ],
    },
    'Bigger services at set distances add items such as spark plugs, the fuel filter, brake fluid and coolant replacement. Your manual lists which service includes what, and a good garage will show you the list before it starts.',
    { heading: 'Signs that should not wait for the due date' },
    {
      list: [
        'A warning light on the dashboard.',
        'A brake pedal that feels soft, or brakes that squeal or grind.',
        'The car pulling to one side, or a vibrating steering wheel.',
        'The AC taking longer to cool the cabin.',
        'New noises, smells, or spots of fluid under the car.',
      ],
    },
    'Keep every bill. A complete service record helps with warranty claims and when you sell the car.',
  ],

  'monsoon-car-care-checklist': [
    'The first heavy rain finds every worn wiper and tyre at once. A check a couple of weeks before the monsoon reaches your city avoids most surprises, and takes less time than a breakdown on a flooded road.',
    { heading: 'Before the rains' },
    {
      list: [
        ['Wiper blades', 'replace them if they streak, judder or leave patches; summer heat hardens the rubber. Top up the washer fluid.'],
        [
          'Tyres',
          'check the tread depth and look for cracks in the sidewalls. Worn tyres lose grip on wet roads long before they look bald. Set the pressures given on the sticker on the door frame.',
        ],
        ['Brakes', 'have a soft pedal or a squeal checked now. Wet roads need more distance to stop.'],
        ['Lights', 'headlamps, tail lamps, indicators and fog lamps working, lenses clean. Yellowed headlamps can be restored.'],
        ['Battery', 'damp weather is hard on a weak battery. Clean corroded terminals and have an older battery tested.'],
        [
          'Drain holes',
          'leaves block the drains in the doors, below the windscreen and around a sunroof, and water then collects inside or leaks into the cabin.',
        ],
        [
          'Seals and underbody',
          'look for cracked door and boot seals. An anti-rust coating protects the floor from the water and mud thrown up by the wheels.',
        ],
      ],
    },
    { heading: 'During the monsoon' },
    {
      list: [
        'Do not drive into water when you cannot see how deep it is. Water drawn into the engine’s air intake can damage the engine badly. If the engine stalls in deep water, do not try to restart it: have the car towed.',
        'After driving through water, press the brakes gently a few times at low speed to dry them.',
        'Use the AC to clear a fogged windscreen: it dries the air faster than the fan alone.',
        'Take wet floor mats out to dry. A damp cabin soon smells musty and grows mould.',
        'Wash the underbody after driving through muddy or flooded streets.',
      ],
    },
    { heading: 'If your car has stood in flood water' },
    'Do not start it. Have it towed to a garage so the engine, gearbox and wiring can be inspected first, and tell your insurer before any repair: a claim for flood damage usually needs their inspection.',
  ],

  'why-your-car-ac-smells': [
    'A smell from the AC vents usually has one of a few causes, and the kind of smell tells you a lot about which one. Air fresheners only cover it up; the cause stays.',
    { heading: 'A musty, damp smell' },
    'This is the most common one. The evaporator, the cold part of the AC behind the dashboard, is wet every time the AC runs. Dust and moisture there let mould and bacteria grow, more so in humid weather or when the car stands unused for days. A clogged cabin air filter adds its own smell and weakens the airflow.',
    {
      list: [
        ['Cabin filter', 'have it checked at every service and replaced when dirty; in dusty cities it clogs sooner.'],
        ['Evaporator and ducts', 'a cleaning and disinfection treatment removes the growth that causes the smell.'],
        ['AC drain', 'after a drive with the AC on, water should drip under the car. If it does not, the drain may be blocked and water is collecting inside.'],
        ['A habit that helps', 'a few minutes before you arrive, switch off the A/C button but keep the fan running. The moving air dries the evaporator.'],
      ],
    },
    { heading: 'A sweet smell' },
    'A sweet, syrupy smell can be coolant leaking from the heater core inside the dashboard, sometimes with a greasy film on the inside of the windscreen. Have it checked soon: losing coolant can make the engine overheat.',
    { heading: 'A burning smell' },
    'A smell of hot plastic or electrics can come from a failing blower motor, its resistor or a wiring fault. A smell of burning rubber can be a slipping belt. Switch the AC off and have it inspected rather than running it.',
    { heading: 'A smell of fuel or exhaust' },
    'This is not an AC fault but a leak, and it can be dangerous. Open the windows, do not use recirculation, and have the car checked without delay.',
    { heading: 'When the AC also cools poorly' },
    'A smell together with weak cooling often means a clogged filter or evaporator, but it can also be low refrigerant from a leak. A proper AC service checks the gas pressure and looks for the leak instead of only topping up the gas.',
  ],

  'petrol-diesel-cng-service-needs': [
    'The core of a periodic service is the same for every car: engine oil and its filter, the air and cabin filters, brakes, fluids, battery, tyres and a road test. What differs with the fuel is the parts around the engine that need attention.',
    { heading: 'Petrol' },
    {
      list: [
        ['Spark plugs', 'they wear and are replaced at the distance the manual gives. Worn plugs cause rough running, hard starts and higher fuel use.'],
        ['Throttle body', 'cleaning it helps an engine that idles unevenly.'],
        ['Air filter', 'a dirty filter costs power and fuel; in dusty cities check it at every service.'],
      ],
    },
    { heading: 'Diesel' },
    {
      list: [
        [
          'Fuel filter',
          'diesel engines are sensitive to water and dirt in the fuel. Many filters have a water separator that needs draining, and a warning lamp for water in the fuel. Replace the filter at the interval in your manual.',
        ],
        ['Engine oil', 'use exactly the specification the manual names. Diesels with a particulate filter need a low-ash oil.'],
        [
          'Particulate filter (DPF)',
          'most BS6 diesels have one. It burns off the soot it collects on longer drives at a steady speed; a car used only for short city trips may show a DPF warning. A regular highway run helps, and the service should check it.',
        ],
        ['Diesel exhaust fluid', 'if your car has a separate tank for it (often sold as AdBlue), keep it topped up. The car warns you when it runs low.'],
      ],
    },
    { heading: 'CNG' },
    'A CNG car, factory-fitted or retrofitted, is a petrol car with a second fuel system. It needs the petrol service plus care for the kit:',
    {
      list: [
        ['CNG kit service', 'the kit’s filter is replaced, and the pressure regulator, injectors, pipes and joints are checked and tested for leaks.'],
        ['Spark plugs', 'CNG is harder on them, so they often need changing sooner than on petrol. Follow the interval of your car or kit maker.'],
        [
          'Cylinder testing',
          'the cylinder must be re-tested periodically, and its test date is marked on it. Keep the certificate and do not let the test lapse.',
        ],
        ['Petrol side', 'kit makers often advise running on petrol now and then, so the petrol system stays in working order.'],
      ],
    },
    'Whatever your car runs on, choose the right fuel when you add your car: the services and prices shown depend on your car and its engine.',
  ],

  'servicing-an-electric-car': [
    'An electric car has no engine oil, spark plugs, clutch or exhaust, so its service list is shorter. It still has tyres, brakes, suspension, an AC and a 12-volt battery, and these need the same care as in any car, some of them more.',
    { heading: 'What you no longer need' },
    {
      list: ['Engine oil and oil filter changes.', 'Spark plugs, fuel filters and an engine air filter.', 'Clutch work.', 'Exhaust repairs.'],
    },
    { heading: 'What still needs regular care' },
    {
      list: [
        [
          'Tyres',
          'an EV is heavier than a similar petrol car and delivers its full pull at once, so tyres can wear faster. Check the pressures often, rotate the tyres, and have the alignment checked if they wear unevenly.',
        ],
        [
          'Brakes',
          'regenerative braking does much of the slowing, so pads last longer. But discs and callipers that are used little can rust or stick, especially after the monsoon. Have them inspected and cleaned.',
        ],
        ['Suspension and steering', 'the battery’s weight loads the shock absorbers, bushes and joints.'],
        ['AC and cabin filter', 'in many EVs the AC also helps cool the battery, so a weak AC is worth checking early.'],
        ['Coolant', 'many EVs cool the battery and motor with a liquid coolant, which has its own replacement interval in the manual.'],
        [
          '12-volt battery',
          'it runs the locks, lights and computers and switches the car on. If it is flat, the car may not start even with a fully charged main battery.',
        ],
      ],
    },
    { heading: 'What to leave to the carmaker' },
    'The high-voltage battery, the motor and their wiring (the orange cables) should only be worked on by technicians trained and equipped for them. Battery health checks and software updates are usually done by the brand’s service centre, and the battery warranty may require its scheduled visits: read the warranty booklet so you know what it asks of you.',
    'Everything else, the parts every car shares, a good independent garage can look after.',
  ],
};
