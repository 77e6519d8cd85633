/**
 * An Equifax results letter as Equifax words it (deleted, verified, updated with its fields), read by
 * the reader's unit tests and uploaded as a PDF by the API tests.
 */
export const equifaxResultsLetter = `EQUIFAX
Equifax Information Services LLC
P.O. Box 740256
Atlanta, GA 30374
March 3, 2026
JANE Q SAMPLE
123 MAIN STREET
SPRINGFIELD IL 62701
Dear Jane Q Sample:
We have completed our reinvestigation of the information you disputed. The results are below.
Account information disputed: the results of our reinvestigation
CAPITAL ONE BANK USA NA
Account # 517805XXXXXX1234
>>> This item was deleted from your credit file.
MIDLAND CREDIT MANAGEMENT
Account Number: XXXXXX9876
>>> We have researched the credit account. The results are: Verified as reported.
SYNCB/AMAZON
Account # XXXX5555
>>> We have researched the credit account. The results are: This item has been updated.
The balance and the date of first delinquency were modified. New information below.
If you have additional questions, please call us.`;
