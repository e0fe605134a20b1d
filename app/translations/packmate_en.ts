<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>ScoringStep</name>
    <message numerus="yes">
        <source>%n cell(s) of cargo more than the truck holds: mark the sticks left beside it.</source>
        <translation>
            <numerusform>%n cell of cargo more than the truck holds: mark the sticks left beside it.</numerusform>
            <numerusform>%n cells of cargo more than the truck holds: mark the sticks left beside it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TruckScorePanel</name>
    <message numerus="yes">
        <source>%n reading(s) to check, ringed in orange: tap to change, hold to confirm</source>
        <translation>
            <numerusform>%n reading to check, ringed in orange: tap to change, hold to confirm</numerusform>
            <numerusform>%n readings to check, ringed in orange: tap to change, hold to confirm</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VisionWarning</name>
    <message numerus="yes">
        <source>the top view shows %n covered cell(s), more than the cargo's %1</source>
        <translation>
            <numerusform>the top view shows %n covered cell, more than the cargo's %1</numerusform>
            <numerusform>the top view shows %n covered cells, more than the cargo's %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) show %1 on top, more than the cargo's %1 sticks cover</source>
        <translation>
            <numerusform>%n cell shows %1 on top, more than the cargo's %1 sticks cover</numerusform>
            <numerusform>%n cells show %1 on top, more than the cargo's %1 sticks cover</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the sticks seen beside the truck add up to %n cell(s), the cargo and the top view leave %1: check the sticks beside the truck</source>
        <translation>
            <numerusform>the sticks seen beside the truck add up to %n cell, the cargo and the top view leave %1: check the sticks beside the truck</numerusform>
            <numerusform>the sticks seen beside the truck add up to %n cells, the cargo and the top view leave %1: check the sticks beside the truck</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 stick(s) beside the truck but the cargo has only %2</source>
        <translation>
            <numerusform>%n %1 stick beside the truck but the cargo has only %2</numerusform>
            <numerusform>%n %1 sticks beside the truck but the cargo has only %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) show %1 on top, more than the loaded %1 sticks can cover (loaded: %2)</source>
        <translation>
            <numerusform>%n cell shows %1 on top, more than the loaded %1 sticks can cover (loaded: %2)</numerusform>
            <numerusform>%n cells show %1 on top, more than the loaded %1 sticks can cover (loaded: %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cargo minus the sticks beside leaves %1 to load, but the top view shows %n covered cell(s) (room for %2–%3): recount the sticks beside the truck</source>
        <translation>
            <numerusform>cargo minus the sticks beside leaves %1 to load, but the top view shows %n covered cell (room for %2–%3): recount the sticks beside the truck</numerusform>
            <numerusform>cargo minus the sticks beside leaves %1 to load, but the top view shows %n covered cells (room for %2–%3): recount the sticks beside the truck</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n least sure %1 stick(s) left out of the count, to check</source>
        <translation>
            <numerusform>%n least sure %1 stick left out of the count, to check</numerusform>
            <numerusform>%n least sure %1 sticks left out of the count, to check</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the top view shows %n covered cell(s), the cargo minus the sure sticks beside leaves %1: their count stands, check the marked cells</source>
        <translation>
            <numerusform>the top view shows %n covered cell, the cargo minus the sure sticks beside leaves %1: their count stands, check the marked cells</numerusform>
            <numerusform>the top view shows %n covered cells, the cargo minus the sure sticks beside leaves %1: their count stands, check the marked cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the sticks the count leaves loaded (%n cell(s)) cannot all lie on this truck: sticks beside the truck were not seen, or misread</source>
        <translation>
            <numerusform>the sticks the count leaves loaded (%n cell) cannot all lie on this truck: sticks beside the truck were not seen, or misread</numerusform>
            <numerusform>the sticks the count leaves loaded (%n cells) cannot all lie on this truck: sticks beside the truck were not seen, or misread</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the top view as read cannot be laid with whole sticks: %n unsure cell(s) read as the nearest top that can, check the marked cells</source>
        <translation>
            <numerusform>the top view as read cannot be laid with whole sticks: %n unsure cell read as the nearest top that can, check the marked cells</numerusform>
            <numerusform>the top view as read cannot be laid with whole sticks: %n unsure cells read as the nearest top that can, check the marked cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the top view shows %n covered cell(s), the cargo minus the sticks beside leaves %1: white cubes read as bare card are the likelier story, check the marked cells</source>
        <translation>
            <numerusform>the top view shows %n covered cell, the cargo minus the sticks beside leaves %1: white cubes read as bare card are the likelier story, check the marked cells</numerusform>
            <numerusform>the top view shows %n covered cells, the cargo minus the sticks beside leaves %1: white cubes read as bare card are the likelier story, check the marked cells</numerusform>
        </translation>
    </message>
</context>
</TS>