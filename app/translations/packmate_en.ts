<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
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
</TS>